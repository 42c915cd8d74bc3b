import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, joinLabel } from './format';
import { intlLocale } from './languages';

describe('fr-CA and en-CA formatting', () => {
  it('writes a percentage as each language does', () => {
    expect(formatPercent(75, 'en')).toBe('75%');
    // French puts a (narrow) non-breaking space before the sign.
    expect(formatPercent(75, 'fr')).toMatch(/^75[\u00a0\u202f]%$/);
  });

  it('formats numbers and times the Canadian French way', () => {
    expect(new Intl.NumberFormat(intlLocale('fr')).format(1095)).toMatch(/^1[\u00a0\u202f ]095$/);
    expect(new Intl.DateTimeFormat(intlLocale('fr'), { timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, 15, 30))).toBe('15 h 30');
    expect(intlLocale('en')).toBe('en-CA');
  });

  it('groups a count exactly as Intl does for en-CA and fr-CA', () => {
    for (const count of [0, 7, 20, 999, 1000, 1095, 12_345, 999_999, 1_000_000, 2_147_483_647]) {
      for (const language of ['en', 'fr']) expect(formatCount(count, language)).toBe(new Intl.NumberFormat(intlLocale(language)).format(count));
    }
    expect(formatCount(1234, 'fr')).toBe('1\u00a0234');
  });

  it('joins a label and a value with the colon of each language', () => {
    expect(joinLabel('Study', 'Geography', 'en')).toBe('Study: Geography');
    expect(joinLabel('Étudier', 'Géographie', 'fr')).toBe('Étudier\u00a0: Géographie');
  });
});
