import type { Page } from './test';

/** One call to speechSynthesis.speak(), as the fake recorded it. */
export interface SpokenUtterance {
  text: string;
  lang: string;
  voice: string | null;
  rate: number;
}

/** The voices the fake device has: Canadian English, US English (the default) and Canadian French. */
const FAKE_VOICES = [
  { name: 'Clara', lang: 'en-CA', voiceURI: 'fake:clara', localService: true, default: false },
  { name: 'Samantha', lang: 'en-US', voiceURI: 'fake:samantha', localService: true, default: true },
  { name: 'Amélie', lang: 'fr-CA', voiceURI: 'fake:amelie', localService: true, default: false },
];

interface FakeOptions {
  /** How long each utterance "speaks" before its end event. */
  utteranceMs: number;
  voices: typeof FAKE_VOICES;
}

/**
 * Replaces the browser's speech synthesis before any page script runs: speak() records the
 * utterance and ends it after `utteranceMs`, one at a time as a browser does; cancel() drops
 * the queue and interrupts the current one. Voices arrive late, with `voiceschanged`, as in Chrome.
 */
function installFake({ utteranceMs, voices }: FakeOptions) {
  type Utterance = { text: string; lang: string; voice: { name: string } | null; rate: number; onend: ((e: unknown) => void) | null; onerror: ((e: unknown) => void) | null };
  const record = { spoken: [] as unknown[], cancels: 0 };
  (window as unknown as { __speech: typeof record }).__speech = record;
  let available: typeof voices = [];
  const listeners = new Set<(event: Event) => void>();
  let queue: Utterance[] = [];
  let current: Utterance | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    if (current || queue.length === 0) return;
    const utterance = queue.shift()!;
    current = utterance;
    timer = setTimeout(() => {
      current = null;
      utterance.onend?.({ type: 'end' });
      next();
    }, utteranceMs);
  };
  class FakeUtterance {
    text: string;
    lang = '';
    voice = null;
    rate = 1;
    pitch = 1;
    volume = 1;
    onend = null;
    onerror = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const synth = {
    paused: false,
    pending: false,
    get speaking() {
      return current !== null;
    },
    getVoices: () => available,
    addEventListener: (type: string, listener: (event: Event) => void) => type === 'voiceschanged' && listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: Event) => void) => listeners.delete(listener),
    speak(utterance: Utterance) {
      record.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null, rate: utterance.rate });
      queue.push(utterance);
      next();
    },
    cancel() {
      record.cancels += 1;
      queue = [];
      clearTimeout(timer);
      const interrupted = current;
      current = null;
      interrupted?.onerror?.({ type: 'error', error: 'interrupted' });
    },
    pause() {},
    resume() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  setTimeout(() => {
    available = voices;
    listeners.forEach((listener) => listener(new Event('voiceschanged')));
  }, 200);
}

/** Gives every page of this test the fake speech synthesis. */
export async function fakeSpeech(page: Page, { utteranceMs = 100, voices = FAKE_VOICES }: Partial<FakeOptions> = {}): Promise<void> {
  await page.addInitScript(installFake, { utteranceMs, voices });
}

/** A browser without speech synthesis at all. */
export async function noSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });
}

/** Everything spoken so far on the page. */
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { spoken: SpokenUtterance[] } }).__speech.spoken);

/** How many times the page called speechSynthesis.cancel(). */
export const cancels = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { cancels: number } }).__speech.cancels);

/** The texts spoken so far. */
export const spokenTexts = async (page: Page) => (await spoken(page)).map((u) => u.text);
