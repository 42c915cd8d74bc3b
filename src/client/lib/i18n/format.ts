import { intlLocale } from './languages';

/** A whole percentage as the page's language writes it: 75% in English, 75 % in French. */
export const formatPercent = (percent: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/**
 * A count (a whole number, zero or more) grouped as each language writes it: 1,234 in English,
 * 1 234 (no-break space) in French, exactly as `Intl.NumberFormat` does for en-CA and fr-CA.
 * Written out because the first `Intl.NumberFormat` a page creates loads the locale's data,
 * about 10 ms of a phone's main thread during hydration of the landing page.
 */
export function formatCount(count: number, language: string): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? '\u00a0' : ',');
}

/** "Label: value", with the non-breaking space French puts before a colon. */
export const joinLabel = (label: string, value: string, language: string): string => `${label}${language === 'fr' ? '\u00a0' : ''}: ${value}`;
