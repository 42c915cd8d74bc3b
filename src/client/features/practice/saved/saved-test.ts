import type { StoredTestInProgress } from '../../../lib/storage/learner-data';
import type { PracticeTestMode } from '../../../lib/storage/learning-records';
import { learnerStore } from '../../../lib/storage/learner-store';
import type { TestInProgress } from '../logic/practice-reducer';
import { resumeClock, secondsLeft } from '../logic/timing';

/** What a test was started as: its category and its kind. A resumed test keeps them, whichever page resumes it. */
export interface TestOrigin {
  category: string | null;
  mode: PracticeTestMode;
}

export const savedTestOrigin = (saved: StoredTestInProgress): TestOrigin => ({ category: saved.category, mode: saved.mode ?? 'test' });

/** Saves the test in progress (at every change, and to keep `savedAt` fresh while the page is open). */
export function saveTestInProgress(test: TestInProgress, origin: TestOrigin, now = Date.now()): void {
  const saved: StoredTestInProgress = { ...test, answers: [...test.answers], flags: [...test.flags], category: origin.category, mode: origin.mode, savedAt: now };
  learnerStore.update(() => ({ testInProgress: saved }));
}

export function clearTestInProgress(): void {
  learnerStore.update((data) => (data.testInProgress ? { testInProgress: null } : {}));
}

/** The saved test as it stands now: outside Real test mode, the time away is not counted. */
export function resumedTest(saved: StoredTestInProgress, now = Date.now()): TestInProgress {
  return { questions: saved.questions, answers: saved.answers, flags: saved.flags, current: saved.current, clock: resumeClock(saved.clock, saved.savedAt, now) };
}

/** What the resume offer says: answered count and time left (null without a limit). */
export function savedTestSummary(saved: StoredTestInProgress, now = Date.now()): { answered: number; total: number; left: number | null } {
  const test = resumedTest(saved, now);
  return { answered: test.answers.filter((a) => a !== null).length, total: test.questions.length, left: secondsLeft(test.clock, now) };
}
