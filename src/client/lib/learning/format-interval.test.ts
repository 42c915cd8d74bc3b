import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';
import { formatInterval } from './format-interval';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function tIn(lang: 'en' | 'fr') {
  const i18n = createI18n(lang);
  i18n.addResourceBundle(lang, 'common', lang === 'en' ? en : fr);
  return i18n.getFixedT(null, 'common');
}

describe('formatInterval', () => {
  it('says a time ahead in the largest unit that fits, at least one minute', () => {
    const t = tIn('en');
    expect(formatInterval(10_000, t)).toBe('in 1 minute');
    expect(formatInterval(10 * MINUTE, t)).toBe('in 10 minutes');
    expect(formatInterval(3 * 60 * MINUTE, t)).toBe('in 3 hours');
    expect(formatInterval(DAY, t)).toBe('in 1 day');
    expect(formatInterval(44 * DAY, t)).toBe('in 44 days');
    expect(formatInterval(90 * DAY, t)).toBe('in 3 months');
  });

  it('in French', () => {
    const t = tIn('fr');
    expect(formatInterval(MINUTE, t)).toBe('dans 1 minute');
    expect(formatInterval(2 * 60 * MINUTE, t)).toBe('dans 2 heures');
    expect(formatInterval(3 * DAY, t)).toBe('dans 3 jours');
    expect(formatInterval(60 * DAY, t)).toBe('dans 2 mois');
  });
});
