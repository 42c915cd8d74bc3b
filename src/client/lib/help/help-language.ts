import { useSyncExternalStore } from 'react';
import { isHelpLang, type HelpLang } from '@shared/help-languages';
import { readLocal, removeLocal, writeLocal } from '../storage/local-storage';

/** The learner's help language, kept on this device (a preference, like the reading voice). */
const KEY = 'help-language';
const listeners = new Set<() => void>();

/** The stored choice, or null (nothing chosen, or a value no release of ours wrote). */
function readHelpLanguage(): HelpLang | null {
  const stored = readLocal(KEY);
  return isHelpLang(stored) ? stored : null;
}

export function setHelpLanguage(lang: HelpLang | null): void {
  if (lang) writeLocal(KEY, lang);
  else removeLocal(KEY);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The help language chosen on this device; null on the server and until chosen. */
export const useHelpLanguage = (): HelpLang | null => useSyncExternalStore(subscribe, readHelpLanguage, () => null);
