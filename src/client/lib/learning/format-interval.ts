const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "in 10 minutes", "in 3 days", "in 2 months" (or the language's own words) for a time ahead. */
export function formatInterval(ms: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (ms < HOUR) return format.format(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  if (ms < DAY) return format.format(Math.round(ms / HOUR), 'hour');
  if (ms < 45 * DAY) return format.format(Math.round(ms / DAY), 'day');
  return format.format(Math.round(ms / (30 * DAY)), 'month');
}
