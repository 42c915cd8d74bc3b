import { createSpeaker, type Speaker } from './speaker';

/**
 * The browser's speech synthesis, or undefined where there is none (the server, old browsers,
 * some embedded web views). Only ever called after the page has mounted.
 */
function synthesis(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return undefined;
  return window.speechSynthesis ?? undefined;
}

let speaker: Speaker<SpeechSynthesisVoice> | undefined;

/** The page's one speaker (see speaker.ts), or undefined without speech synthesis. */
export function browserSpeaker(): Speaker<SpeechSynthesisVoice> | undefined {
  const synth = synthesis();
  if (!synth) return undefined;
  speaker ??= createSpeaker(synth, (text) => new window.SpeechSynthesisUtterance(text));
  return speaker;
}

let voices: readonly SpeechSynthesisVoice[] = [];
const listeners = new Set<() => void>();
let watching = false;

const sameVoices = (a: readonly SpeechSynthesisVoice[], b: readonly SpeechSynthesisVoice[]) => a.length === b.length && a.every((voice, i) => voice.voiceURI === b[i]?.voiceURI);

function refresh(synth: SpeechSynthesis) {
  const next = synth.getVoices();
  if (sameVoices(voices, next)) return;
  voices = [...next];
  listeners.forEach((listener) => listener());
}

/**
 * Voices arrive late: Chrome lists none until `voiceschanged`, and some browsers never fire it,
 * so the list is also read again a few times in the first seconds.
 */
function watchVoices(synth: SpeechSynthesis) {
  if (watching) return;
  watching = true;
  const update = () => refresh(synth);
  if (typeof synth.addEventListener === 'function') synth.addEventListener('voiceschanged', update);
  else synth.onvoiceschanged = update;
  let tries = 0;
  const timer = setInterval(() => {
    update();
    tries += 1;
    if (voices.length > 0 || tries >= 10) clearInterval(timer);
  }, 300);
  update();
}

/** The device's voices now (empty until they arrive, and without speech synthesis). */
export const currentVoices = (): readonly SpeechSynthesisVoice[] => voices;

/** Calls `listener` when the device's voices change; starts watching them on first use. */
export function subscribeVoices(listener: () => void): () => void {
  const synth = synthesis();
  if (!synth) return () => undefined;
  listeners.add(listener);
  watchVoices(synth);
  return () => listeners.delete(listener);
}
