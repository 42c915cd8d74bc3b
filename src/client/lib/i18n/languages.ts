import type { Lang } from '@shared/constants';
import { pathWithoutLang } from '@shared/lang-path';

/** The site's languages: English at /, French under /fr (with the same path after it). */
export { DEFAULT_LANG, type Lang } from '@shared/constants';
export { langOfPath, pathWithoutLang } from '@shared/lang-path';

const FRENCH_BASE = '/fr';

/** The site's other language. */
export const otherLang = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

/** The router's basename in a language: French pages live under /fr. */
export const basenameOf = (lang: Lang): string | undefined => (lang === 'fr' ? FRENCH_BASE : undefined);

/** The same page in another language: `/practice?x=1` ⇄ `/fr/practice?x=1`. */
export function pathInLang(pathname: string, search: string, hash: string, lang: Lang): string {
  const path = pathWithoutLang(pathname);
  const prefixed = lang === 'fr' ? (path === '/' ? FRENCH_BASE : `${FRENCH_BASE}${path}`) : path;
  return `${prefixed}${search}${hash}`;
}

/** The `lang` attribute of a page in each language (Canadian English and French). */
export const HTML_LANG: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The locale for Intl formatting (dates, numbers, relative times) of a page's language: fr-CA, en-CA. */
export const intlLocale = (language: string): string => HTML_LANG[language === 'fr' ? 'fr' : 'en'];
