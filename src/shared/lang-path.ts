import type { Lang } from './constants.js';

/** French pages live under /fr, with the same path after it as the English page. */
const FRENCH_PREFIX = /^\/fr(?=\/|$)/;

export const langOfPath = (pathname: string): Lang => (FRENCH_PREFIX.test(pathname) ? 'fr' : 'en');

/** A path without its language prefix (what the routes match). */
export const pathWithoutLang = (pathname: string): string => pathname.replace(FRENCH_PREFIX, '') || '/';
