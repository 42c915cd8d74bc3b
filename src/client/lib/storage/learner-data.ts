import * as z from 'zod/mini';
import { normaliseQuestion } from '../content/normalise-question';
import type { Question } from '../content/question';
import type { AnswerRecord, MemoryCard, PracticeTestMode, StudyGoal, TestRecord } from './learning-records';

/** Bump with a step in migrations.ts whenever the stored shape changes. */
export const LEARNER_DATA_VERSION = 2;

export interface StoredTestResult {
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  /** Seconds. */
  timeSpent: number;
  passed: boolean;
  category: string | null;
  completedAt: string;
  /** The questions as they were asked. */
  questions: Question[];
  /** The option index chosen for each question, null when unanswered. */
  answers: (number | null)[];
  /** The timing choice and its limit in seconds (null: no limit); absent in results saved before it existed. */
  timing?: { mode: StoredClock['mode']; limit: number | null };
}

/** A practice test's clock as saved (see features/practice/logic/timing.ts). */
interface StoredClock {
  mode: 'standard' | 'real' | 'extended' | 'none';
  limit: number | null;
  startedAt: number;
  pausedMs: number;
}

/** A practice test in progress, saved at every change so a reload or a closed tab loses nothing. */
export interface StoredTestInProgress {
  questions: Question[];
  answers: (number | null)[];
  flags: boolean[];
  current: number;
  clock: StoredClock;
  category: string | null;
  /** What kind of test it is: a practice test, or a review drill. Older saves have none: they are practice tests (no version bump, nothing to migrate). */
  mode?: PracticeTestMode;
  /** When it was last saved (Date.now()): time away counts only in Real test mode. */
  savedAt: number;
}

export interface StudyVisits {
  sectionsCompleted: number;
  lastStudied: string;
}

/** Everything the site keeps about a learner, on the device only. */
export interface LearnerData {
  /** A random id, so the server can count active learners without accounts. */
  learnerId: string | null;
  lastResult: StoredTestResult | null;
  studyProgress: Record<string, StudyVisits>;
  /** Added in version 1 without a migration step: a store without it has no test in progress. */
  testInProgress: StoredTestInProgress | null;
  /** Version 2: every answer given anywhere, oldest first. */
  answers: AnswerRecord[];
  /** Version 2: every finished test or practice round, oldest first. */
  history: TestRecord[];
  /** Version 2: FSRS memory state per question id (derived from `answers`, kept to avoid replaying them). */
  memory: Record<string, MemoryCard>;
  goal: StudyGoal;
  /** Version 2: the latest flashcard mark per question ("Reset Progress" clears them; the answers stay). */
  cardMarks: Record<string, 'known' | 'review'>;
}

export const emptyLearnerData = (): LearnerData => ({
  learnerId: null,
  lastResult: null,
  studyProgress: {},
  testInProgress: null,
  answers: [],
  history: [],
  memory: {},
  goal: { testDate: null },
  cardMarks: {},
});

/** The sections that hold a learner's progress (export, import and reset work on these). */
export const PROGRESS_SECTIONS = ['lastResult', 'studyProgress', 'answers', 'history', 'memory', 'goal', 'cardMarks'] as const satisfies readonly (keyof LearnerData)[];

const count = z.int().check(z.minimum(0));

const resultShape = z.object({
  score: count,
  totalQuestions: count,
  correctAnswers: count,
  timeSpent: count,
  passed: z.boolean(),
  category: z.nullable(z.string()),
  completedAt: z.string(),
  questions: z.array(z.unknown()),
  answers: z.array(z.nullable(count)),
  timing: z.optional(z.object({ mode: z.enum(['standard', 'real', 'extended', 'none']), limit: z.nullable(count) })),
});

/** A stored result, or undefined when it is damaged (questions are read by the one question normaliser). */
export function parseStoredResult(value: unknown): StoredTestResult | undefined {
  const parsed = resultShape.safeParse(value);
  if (!parsed.success) return undefined;
  const questions = parsed.data.questions.map(normaliseQuestion);
  if (questions.some((q) => !q)) return undefined;
  const { totalQuestions, answers } = parsed.data;
  if (questions.length !== totalQuestions || answers.length !== totalQuestions) return undefined;
  return { ...parsed.data, questions: questions as Question[] };
}

const testInProgressShape = z.object({
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

/** A saved test in progress, or undefined when it is damaged or inconsistent. */
export function parseTestInProgress(value: unknown): StoredTestInProgress | undefined {
  const parsed = testInProgressShape.safeParse(value);
  if (!parsed.success) return undefined;
  const questions = parsed.data.questions.map(normaliseQuestion);
  if (questions.some((q) => !q)) return undefined;
  const { answers, flags, current } = parsed.data;
  if (answers.length !== questions.length || flags.length !== questions.length || current >= questions.length) return undefined;
  return { ...parsed.data, questions: questions as Question[] };
}

const studyProgressShape = z.record(z.string(), z.object({ sectionsCompleted: count, lastStudied: z.string() }));

export function parseStudyProgress(value: unknown): Record<string, StudyVisits> | undefined {
  const parsed = studyProgressShape.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const parseLearnerId = (value: unknown): string | null =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
