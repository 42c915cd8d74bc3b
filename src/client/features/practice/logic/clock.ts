import { TIME_TIP_GOOD_SECONDS, TIME_TIP_GREAT_SECONDS, TIMER_WARNING_SECONDS } from '@shared/constants';

/** Seconds as m:ss (1800 → "30:00", 299 → "4:59"); negative values show as 0:00. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds since `startedAt`, never more than the limit. */
export function elapsedSeconds(startedAt: number, now: number, limit: number): number {
  return Math.min(limit, Math.max(0, Math.floor((now - startedAt) / 1000)));
}

export function remainingSeconds(startedAt: number, now: number, limit: number): number {
  return limit - elapsedSeconds(startedAt, now, limit);
}

/** The countdown shows its warning under five minutes (but not once it has run out). */
export function isTimeWarning(remaining: number): boolean {
  return remaining < TIMER_WARNING_SECONDS;
}

export type TimeTip = 'great' | 'good' | 'steady';

/** Under 600 s is great time management, under 900 s good pacing; anything slower gets encouragement. */
export function timeTip(timeSpentSeconds: number): TimeTip {
  if (timeSpentSeconds < TIME_TIP_GREAT_SECONDS) return 'great';
  if (timeSpentSeconds < TIME_TIP_GOOD_SECONDS) return 'good';
  return 'steady';
}
