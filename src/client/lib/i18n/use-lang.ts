import { useTranslation } from 'react-i18next';
import type { Lang } from './languages';

/** The language of the page on show (re-renders when the learner switches). */
export function useLang(): Lang {
  return useTranslation().i18n.language === 'fr' ? 'fr' : 'en';
}
