import type { Lang } from '@shared/constants';

/** The site's languages: English at /, French under /fr (with the same path after it). */
export { DEFAULT_LANG, type Lang } from '@shared/constants';

const FRENCH_BASE = '/fr';
const FRENCH_PREFIX = /^\/fr(?=\/|$)/;

export const langOfPath = (pathname: string): Lang => (FRENCH_PREFIX.test(pathname) ? 'fr' : 'en');

/** The router's basename in a language: French pages live under /fr. */
export const basenameOf = (lang: Lang): string | undefined => (lang === 'fr' ? FRENCH_BASE : undefined);

/** A path without its language prefix (what the routes match). */
export const pathWithoutLang = (pathname: string): string => pathname.replace(FRENCH_PREFIX, '') || '/';

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
