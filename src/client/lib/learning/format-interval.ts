import type { TFunction } from 'i18next';
import { COMMON_NAMESPACE } from '../i18n/common';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "in 10 minutes", "in 3 days", "in 2 months" (or the language's own words) for a time ahead.
 * From the site's own strings, not Intl.RelativeTimeFormat: a language's first formatter loads its
 * data, about 70 ms of a phone's main thread on a flashcard page.
 */
export function formatInterval(ms: number, t: TFunction): string {
  const say = (unit: 'minute' | 'hour' | 'day' | 'month', count: number) => t(`interval.${unit}`, { count, ns: COMMON_NAMESPACE });
  if (ms < HOUR) return say('minute', Math.max(1, Math.round(ms / MINUTE)));
  if (ms < DAY) return say('hour', Math.round(ms / HOUR));
  if (ms < 45 * DAY) return say('day', Math.round(ms / DAY));
  return say('month', Math.round(ms / (30 * DAY)));
}
