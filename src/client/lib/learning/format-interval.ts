const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Making a formatter costs a phone about a millisecond; a deck asks for one on every mark.
const formatters = new Map<string, Intl.RelativeTimeFormat>();
const formatterFor = (locale: string) => {
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return format;
};

/** "in 10 minutes", "in 3 days", "in 2 months" (or the language's own words) for a time ahead. */
export function formatInterval(ms: number, locale: string): string {
  const format = formatterFor(locale);
  if (ms < HOUR) return format.format(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  if (ms < DAY) return format.format(Math.round(ms / HOUR), 'hour');
  if (ms < 45 * DAY) return format.format(Math.round(ms / DAY), 'day');
  return format.format(Math.round(ms / (30 * DAY)), 'month');
}
