/** Calendar days as the learner lives them (local time), written YYYY-MM-DD. */

/** The local day of an instant. */
export function localDay(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** An instant of a local day: its start, or the given hour. */
export function atLocalDay(day: string, hour = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour);
}

/** The first instant of an instant's local day. */
export const startOfLocalDay = (at: number): number => atLocalDay(localDay(at)).getTime();

/** The local day `days` after another. */
export const addDays = (day: string, days: number): string => {
  const start = atLocalDay(day);
  start.setDate(start.getDate() + days);
  return localDay(start.getTime());
};

/** Days from today to a YYYY-MM-DD date (local), 0 on the day itself; null without one. */
export function daysUntil(date: string | null, now: number): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return Math.round((atLocalDay(date).getTime() - startOfLocalDay(now)) / (24 * 60 * 60 * 1000));
}
