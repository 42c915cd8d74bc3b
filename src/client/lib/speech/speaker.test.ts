import { describe, expect, it, vi } from 'vitest';
import { createSpeaker, type SynthLike, type UtteranceLike } from './speaker';

const voice = { lang: 'fr-CA', name: 'Amélie' };

/** A fake speechSynthesis: records every call; the test ends utterances when it wants. */
function fakeSynth() {
  const calls: string[] = [];
  const spoken: UtteranceLike<typeof voice>[] = [];
  const synth: SynthLike<UtteranceLike<typeof voice>> & { paused: boolean } = {
    paused: false,
    speak: (utterance) => {
      calls.push(`speak ${utterance.text}`);
      spoken.push(utterance);
    },
    cancel: () => calls.push('cancel'),
    resume: () => calls.push('resume'),
  };
  const speaker = createSpeaker(synth, (text): UtteranceLike<typeof voice> => ({ text, lang: '', rate: 1, voice: null, onend: null, onerror: null }));
  const finish = (index: number) => spoken[index]!.onend?.({} as SpeechSynthesisEvent);
  const fail = (index: number, error: string) => spoken[index]!.onerror?.({ error } as SpeechSynthesisErrorEvent);
  return { synth, speaker, calls, spoken, finish, fail };
}

describe('the speaker', () => {
  it('cancels anything under way, then speaks one utterance at a time, in order, with the voice, its language and the rate', () => {
    const { speaker, calls, spoken, finish } = fakeSynth();
    speaker.speak('card-1', ['Question?', 'A. One', 'B. Two'], voice, 0.75);
    expect(calls).toEqual(['cancel', 'speak Question?']);
    expect(spoken[0]).toMatchObject({ voice, lang: 'fr-CA', rate: 0.75 });
    finish(0);
    finish(1);
    expect(calls).toEqual(['cancel', 'speak Question?', 'speak A. One', 'speak B. Two']);
    expect(speaker.owner()).toBe('card-1');
    finish(2);
    expect(speaker.owner()).toBeNull();
  });

  it('stops: cancels, forgets the owner, and ignores the end events of the cancelled utterance', () => {
    const { speaker, calls, spoken } = fakeSynth();
    const heard = vi.fn();
    speaker.subscribe(heard);
    speaker.speak('card-1', ['One.', 'Two.'], voice, 1);
    const lateEnd = spoken[0]!.onend;
    speaker.stop();
    expect(speaker.owner()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(spoken[0]!.onend).toBeNull();
    // Even if the browser calls a handler it held on to, the cancelled reading does not go on.
    lateEnd?.({} as SpeechSynthesisEvent);
    expect(calls).toEqual(['cancel', 'speak One.', 'cancel']);
  });

  it('a new reading replaces the one under way, whose late events change nothing', () => {
    const { speaker, calls, spoken } = fakeSynth();
    speaker.speak('card-1', ['One.', 'Two.'], voice, 1);
    const { onend, onerror } = spoken[0]!;
    speaker.speak('card-2', ['Three.'], voice, 1);
    expect(speaker.owner()).toBe('card-2');
    onerror?.({ error: 'interrupted' } as SpeechSynthesisErrorEvent);
    onend?.({} as SpeechSynthesisEvent);
    expect(speaker.owner()).toBe('card-2');
    expect(calls).toEqual(['cancel', 'speak One.', 'cancel', 'speak Three.']);
  });

  it('stopFor stops only the card that is reading', () => {
    const { speaker, calls } = fakeSynth();
    speaker.speak('card-2', ['Three.'], voice, 1);
    speaker.stopFor('card-1');
    expect(speaker.owner()).toBe('card-2');
    speaker.stopFor('card-2');
    expect(speaker.owner()).toBeNull();
    expect(calls).toEqual(['cancel', 'speak Three.', 'cancel']);
  });

  it('an error ends the reading; a paused synthesis is resumed before speaking', () => {
    const { synth, speaker, calls, fail } = fakeSynth();
    synth.paused = true;
    speaker.speak('card-1', ['One.', 'Two.'], voice, 1);
    fail(0, 'synthesis-failed');
    expect(speaker.owner()).toBeNull();
    expect(calls).toEqual(['cancel', 'resume', 'speak One.']);
  });
});
