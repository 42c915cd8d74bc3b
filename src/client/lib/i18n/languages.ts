/** The site's languages: English at /, French under /fr. */
export type Lang = 'en' | 'fr';
export const DEFAULT_LANG: Lang = 'en';

/** The `lang` attribute of a page in each language (Canadian English and French). */
export const HTML_LANG: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };
