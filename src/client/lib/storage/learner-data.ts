import * as z from 'zod/mini';
import { normaliseQuestion } from '../content/normalise-question';
import type { Question } from '../content/question';

/** Bump with a step in migrations.ts whenever the stored shape changes. */
export const LEARNER_DATA_VERSION = 1;

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
}

export const emptyLearnerData = (): LearnerData => ({ learnerId: null, lastResult: null, studyProgress: {} });

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

const studyProgressShape = z.record(z.string(), z.object({ sectionsCompleted: count, lastStudied: z.string() }));

export function parseStudyProgress(value: unknown): Record<string, StudyVisits> | undefined {
  const parsed = studyProgressShape.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const parseLearnerId = (value: unknown): string | null =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
