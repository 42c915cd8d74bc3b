import { TEST_TIME_LIMIT_SECONDS, TIMER_WARNING_SECONDS } from '@shared/constants';

/** The learner's choice of timing on the start screen (WCAG 2.2.1 Timing Adjustable: a limit can be turned off or extended). */
export type TimingMode = 'standard' | 'real' | 'extended' | 'none';

export const TIMING_MODES: readonly TimingMode[] = ['real', 'standard', 'extended', 'none'];
export const DEFAULT_TIMING: TimingMode = 'real';

/** Seconds allowed per mode; null means no limit. The real online test allows 45 minutes. */
export const TIME_LIMITS: Record<TimingMode, number | null> = {
  standard: TEST_TIME_LIMIT_SECONDS,
  real: 45 * 60,
  extended: 90 * 60,
  none: null,
};

/** What "Add 10 minutes" adds. */
const EXTENSION_SECONDS = 10 * 60;

/** Screen readers hear the time left only at these points (seconds), never every second. */
const ANNOUNCE_AT_SECONDS = [10 * 60, TIMER_WARNING_SECONDS, 60] as const;

export const isTimingMode = (value: unknown): value is TimingMode => TIMING_MODES.includes(value as TimingMode);

/** "Real test" is like the real one: no extension. The other timed modes can be extended. */
export const canExtend = (mode: TimingMode): boolean => mode === 'standard' || mode === 'extended';

/**
 * A test's clock. Elapsed time is `now - startedAt - pausedMs`: in Real test mode the deadline is
 * wall-clock (nothing is ever paused, time passes while the page is closed); in the other modes
 * the time the page was closed is added to `pausedMs` when the test is resumed.
 */
export interface TestClock {
  mode: TimingMode;
  /** Seconds allowed, with any extensions; null when there is no limit. */
  limit: number | null;
  startedAt: number;
  pausedMs: number;
}

export const startClock = (mode: TimingMode, now: number): TestClock => ({ mode, limit: TIME_LIMITS[mode], startedAt: now, pausedMs: 0 });

/** Whole seconds the learner has used, never more than the limit. */
export function usedSeconds(clock: TestClock, now: number): number {
  const used = Math.max(0, Math.floor((now - clock.startedAt - clock.pausedMs) / 1000));
  return clock.limit === null ? used : Math.min(clock.limit, used);
}

/** Seconds left, or null without a limit. */
export const secondsLeft = (clock: TestClock, now: number): number | null => (clock.limit === null ? null : clock.limit - usedSeconds(clock, now));

export const extendClock = (clock: TestClock): TestClock =>
  canExtend(clock.mode) && clock.limit !== null ? { ...clock, limit: clock.limit + EXTENSION_SECONDS } : clock;

/** A saved test comes back: outside Real test mode, the time the page was away does not count. */
export const resumeClock = (clock: TestClock, savedAt: number, now: number): TestClock =>
  clock.mode === 'real' ? clock : { ...clock, pausedMs: clock.pausedMs + Math.max(0, now - savedAt) };

/** The announcement point (in seconds) crossed between two readings of the time left, if any (the lowest, if several). */
export function crossedAnnouncement(before: number | null, after: number | null): number | undefined {
  if (before === null || after === null) return undefined;
  return [...ANNOUNCE_AT_SECONDS].reverse().find((point) => before > point && after <= point);
}
