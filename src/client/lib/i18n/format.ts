import { intlLocale } from './languages';

/** A whole percentage as the page's language writes it: 75% in English, 75 % in French. */
export const formatPercent = (percent: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** "Label: value", with the non-breaking space French puts before a colon. */
export const joinLabel = (label: string, value: string, language: string): string => `${label}${language === 'fr' ? '\u00a0' : ''}: ${value}`;
