import * as z from 'zod/mini';
import { normaliseQuestion } from '../../../lib/content/normalise-question';
import type { Question } from '../../../lib/content/question';
import type { PracticeTestMode } from '../../../lib/learning/attempt';
import { learnerStore } from '../../../lib/storage/learner-store';
import type { TestInProgress } from '../logic/practice-reducer';
import { resumeClock, secondsLeft, type TestClock } from '../logic/timing';

/** A practice test in progress, saved at every change so a reload or a closed tab loses nothing. */
export interface SavedTest {
  questions: Question[];
  answers: (number | null)[];
  flags: boolean[];
  current: number;
  clock: TestClock;
  category: string | null;
  /** What kind of test it is: a practice test, or a review drill. Older saves have none: they are practice tests. */
  mode?: PracticeTestMode;
  /** When it was last saved (Date.now()): time away counts only in Real test mode. */
  savedAt: number;
}

const count = z.int().check(z.minimum(0));
const savedShape = z.object({
  questions: z.array(z.unknown()).check(z.minLength(1)),
  answers: z.array(z.nullable(count)),
  flags: z.array(z.boolean()),
  current: count,
  clock: z.object({
    mode: z.enum(['standard', 'real', 'extended', 'none']),
    limit: z.nullable(count),
    startedAt: z.number(),
    pausedMs: z.number().check(z.minimum(0)),
  }),
  category: z.nullable(z.string()),
  mode: z.optional(z.enum(['test', 'weak', 'missed', 'due'])),
  savedAt: z.number(),
});

/** The saved test as the learner store holds it, or undefined when there is none or it is damaged or inconsistent. */
export function parseSavedTest(value: unknown): SavedTest | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = savedShape.safeParse(value);
  if (!parsed.success) return undefined;
  const questions = parsed.data.questions.map(normaliseQuestion);
  if (questions.some((q) => !q)) return undefined;
  const { answers, flags, current } = parsed.data;
  if (answers.length !== questions.length || flags.length !== questions.length || current >= questions.length) return undefined;
  return { ...parsed.data, questions: questions as Question[] };
}

/** What a test was started as: its category and its kind. A resumed test keeps them, whichever page resumes it. */
export interface TestOrigin {
  category: string | null;
  mode: PracticeTestMode;
}

export const savedTestOrigin = (saved: SavedTest): TestOrigin => ({ category: saved.category, mode: saved.mode ?? 'test' });

/** Saves the test in progress (at every change, and to keep `savedAt` fresh while the page is open). */
export function saveTestInProgress(test: TestInProgress, origin: TestOrigin, now = Date.now()): void {
  const saved: SavedTest = { ...test, answers: [...test.answers], flags: [...test.flags], category: origin.category, mode: origin.mode, savedAt: now };
  learnerStore.update(() => ({ testInProgress: saved }));
}

export function clearTestInProgress(): void {
  learnerStore.update((data) => (data.testInProgress ? { testInProgress: null } : {}));
}

/** The saved test as it stands now: outside Real test mode, the time away is not counted. */
export function resumedTest(saved: SavedTest, now = Date.now()): TestInProgress {
  return { questions: saved.questions, answers: saved.answers, flags: saved.flags, current: saved.current, clock: resumeClock(saved.clock, saved.savedAt, now) };
}

/** What the resume offer says: answered count and time left (null without a limit). */
export function savedTestSummary(saved: SavedTest, now = Date.now()): { answered: number; total: number; left: number | null } {
  const test = resumedTest(saved, now);
  return { answered: test.answers.filter((a) => a !== null).length, total: test.questions.length, left: secondsLeft(test.clock, now) };
}
