/** What the speaker needs of `speechSynthesis` and of an utterance (fakes in tests). */
export interface SynthLike<U> {
  speak(utterance: U): void;
  cancel(): void;
  readonly paused?: boolean;
  resume?(): void;
}

export interface UtteranceLike<V = unknown> {
  text: string;
  lang: string;
  rate: number;
  voice: V | null;
  onend: ((event: SpeechSynthesisEvent) => void) | null;
  onerror: ((event: SpeechSynthesisErrorEvent) => void) | null;
}

export interface Voice {
  lang: string;
}

/**
 * One voice for the whole page: whoever starts reading stops whoever was reading before.
 * Texts are spoken one utterance at a time, each started when the one before ends, so a
 * cancelled reading never leaves a queue behind and Chrome's 15-second cut-off never hits.
 */
export interface Speaker<V extends Voice = Voice> {
  /** Cancels anything under way, then reads `texts` for `owner` (a card). */
  speak(owner: string, texts: readonly string[], voice: V, rate: number): void;
  /** Stops reading, whoever started it. */
  stop(): void;
  /** Stops reading only if `owner` started it (a card going away leaves other cards alone). */
  stopFor(owner: string): void;
  /** The card being read, or null. */
  owner(): string | null;
  subscribe(listener: () => void): () => void;
}

export function createSpeaker<V extends Voice, U extends UtteranceLike<V>>(synth: SynthLike<U>, makeUtterance: (text: string) => U): Speaker<V> {
  let current: string | null = null;
  // Every start and stop begins a new run: events from an older run's utterances (Chrome fires
  // "end" or "interrupted" for them after cancel()) are ignored.
  let run = 0;
  // Held so the utterance being spoken is not garbage-collected before its end event (a Chrome bug).
  let speaking: U | null = null;
  const listeners = new Set<() => void>();

  const setOwner = (owner: string | null) => {
    if (owner === current) return;
    current = owner;
    listeners.forEach((listener) => listener());
  };

  const say = (thisRun: number, texts: readonly string[], index: number, voice: V, rate: number) => {
    if (thisRun !== run) return;
    const text = texts[index];
    if (text === undefined) {
      speaking = null;
      setOwner(null);
      return;
    }
    const utterance = makeUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang.replace(/_/g, '-');
    utterance.rate = rate;
    utterance.onend = () => say(thisRun, texts, index + 1, voice, rate);
    // A voice that fails (network voice offline, "synthesis-failed") ends the reading.
    utterance.onerror = () => say(thisRun, [], 0, voice, rate);
    speaking = utterance;
    synth.speak(utterance);
  };

  const cancel = () => {
    run += 1;
    if (speaking) {
      speaking.onend = null;
      speaking.onerror = null;
      speaking = null;
    }
    synth.cancel();
  };

  return {
    speak(owner, texts, voice, rate) {
      cancel();
      // A tab that was hidden can leave Chrome's synthesis paused: new speech would wait for ever.
      if (synth.paused) synth.resume?.();
      setOwner(owner);
      say(run, texts, 0, voice, rate);
    },
    stop() {
      cancel();
      setOwner(null);
    },
    stopFor(owner) {
      if (current === owner) this.stop();
    },
    owner: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
