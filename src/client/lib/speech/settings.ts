import { LANGS } from '@shared/constants';
import type { Lang } from '../i18n/languages';
import { SPEECH_SETTINGS_KEY } from '../storage/keys';
import { readLocal, writeLocal } from '../storage/local-storage';

/** The speaking rates offered: a little slower or faster than the voice's normal pace. */
export const SPEECH_RATES = [0.75, 0.9, 1, 1.1, 1.25] as const;
export const NORMAL_RATE = 1;

export interface SpeechSettings {
  rate: number;
  /** The voice chosen per language (its voiceURI); none means the best one for the language. */
  voices: Partial<Record<Lang, string>>;
}

export const DEFAULT_SPEECH_SETTINGS: SpeechSettings = { rate: NORMAL_RATE, voices: {} };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isVoiceURI = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 500;

/**
 * Stored settings as the site can use them: each part that is damaged, from an older version
 * or edited by hand falls back to its default on its own, and nothing here ever throws.
 */
export function parseSpeechSettings(value: unknown): SpeechSettings {
  if (!isRecord(value)) return DEFAULT_SPEECH_SETTINGS;
  const rate = SPEECH_RATES.find((choice) => choice === value.rate) ?? NORMAL_RATE;
  const stored = isRecord(value.voices) ? value.voices : {};
  const voices: SpeechSettings['voices'] = {};
  for (const lang of LANGS) {
    const uri = stored[lang];
    if (isVoiceURI(uri)) voices[lang] = uri;
  }
  return { rate, voices };
}

const listeners = new Set<() => void>();
let cached: SpeechSettings | undefined;

/** The settings remembered on this device (read once, then kept in memory). */
export function readSpeechSettings(): SpeechSettings {
  cached ??= parseSpeechSettings(readLocal(SPEECH_SETTINGS_KEY));
  return cached;
}

export function saveSpeechSettings(settings: SpeechSettings): void {
  cached = parseSpeechSettings(settings);
  writeLocal(SPEECH_SETTINGS_KEY, cached);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the settings change (every read-aloud control follows one choice). */
export function subscribeSpeechSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
