import { useEffect, useState } from 'react';
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

/**
 * The help language chosen on this device, read once the page has mounted: the server and the
 * hydrating render see none, so a card's control never mismatches the page the server drew.
 */
export function useHelpLanguage(): HelpLang | null {
  const [lang, setLang] = useState<HelpLang | null>(null);
  useEffect(() => {
    const update = () => setLang(readHelpLanguage());
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return lang;
}
