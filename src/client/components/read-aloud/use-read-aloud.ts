import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';
import { browserSpeaker, currentVoices, subscribeVoices } from '../../lib/speech/browser-speech';
import { DEFAULT_SPEECH_SETTINGS, readSpeechSettings, subscribeSpeechSettings, type SpeechSettings } from '../../lib/speech/settings';
import { voicesFor } from '../../lib/speech/voices';

/**
 * The device's voices, read only once the page has mounted: the server and the first (hydrating)
 * render see none, so read-aloud controls appear after hydration and never mismatch.
 */
export function useVoices(): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    const update = () => setVoices(currentVoices());
    const stop = subscribeVoices(update);
    update();
    return stop;
  }, []);
  return voices;
}

/** True once mounted in a browser that can read `lang` (the page's language by default) aloud. */
export function useCanReadAloud(lang?: Lang): boolean {
  const pageLang = useLang();
  return voicesFor(useVoices(), lang ?? pageLang).length > 0;
}

/** Whether the card `owner` is being read now (any other card starting to read turns it off). */
export function useReadingNow(owner: string): boolean {
  const [reading, setReading] = useState(false);
  useEffect(() => {
    const speaker = browserSpeaker();
    if (!speaker) return undefined;
    const update = () => setReading(speaker.owner() === owner);
    update();
    return speaker.subscribe(update);
  }, [owner]);
  return reading;
}

const defaultSettings = () => DEFAULT_SPEECH_SETTINGS;

/** The read-aloud settings remembered on this device, shared by every card. */
export function useSpeechSettings(): SpeechSettings {
  return useSyncExternalStore(subscribeSpeechSettings, readSpeechSettings, defaultSettings);
}
