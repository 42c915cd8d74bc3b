import { QUESTIONS_PER_TEST, TIME_TIP_GOOD_SECONDS, TIME_TIP_GREAT_SECONDS, TIMER_WARNING_SECONDS } from '@shared/constants';

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

export type TimeTip = 'great' | 'good' | 'steady' | 'rushed' | 'accuracy';

/** Under this many seconds a question, a failed test was rushed (20 questions in 5 minutes). */
const RUSHED_SECONDS_PER_QUESTION = 15;

/**
 * A word on pace that agrees with the score: praise for speed only after a pass; a failed test
 * finished very fast was rushed; any other failed test lost points to answers, not to time.
 * The thresholds are for a 20-question test and scale with the number of questions.
 */
export function timeTip(timeSpentSeconds: number, questions: number, passed: boolean): TimeTip {
  const perQuestion = timeSpentSeconds / Math.max(1, questions);
  if (!passed) return perQuestion < RUSHED_SECONDS_PER_QUESTION ? 'rushed' : 'accuracy';
  if (perQuestion < TIME_TIP_GREAT_SECONDS / QUESTIONS_PER_TEST) return 'great';
  if (perQuestion < TIME_TIP_GOOD_SECONDS / QUESTIONS_PER_TEST) return 'good';
  return 'steady';
}
