import type { StoredTestResult } from './learner-data';

/** Where an answer was given. */
export type AnswerMode = 'test' | 'category' | 'weak' | 'missed' | 'due' | 'flashcard';
const ANSWER_MODES: readonly AnswerMode[] = ['test', 'category', 'weak', 'missed', 'due', 'flashcard'];

/** How a finished set of questions was started (a practice test, a category's practice, a drill). */
export type PracticeMode = Exclude<AnswerMode, 'flashcard'>;
/** The kinds of timed test the practice page runs: a practice test or a review drill. */
export type PracticeTestMode = Exclude<PracticeMode, 'category'>;
const PRACTICE_MODES: readonly string[] = ANSWER_MODES.filter((m) => m !== 'flashcard');

/** One answer, anywhere on the site: the question, right or wrong, the option chosen (none for a flashcard mark). */
export interface AnswerRecord {
  id: string;
  /** The question's category when answered (mastery is per category). */
  category: string;
  ok: boolean;
  choice: number | null;
  /** Epoch milliseconds. */
  at: number;
  mode: AnswerMode;
}

/** A finished test or practice round, without the question texts (they come from the bank). */
export interface TestRecord {
  completedAt: string;
  mode: PracticeMode;
  timing: 'standard' | 'real' | 'extended' | 'none' | null;
  category: string | null;
  correct: number;
  total: number;
  /** Seconds. */
  timeSpent: number;
  passed: boolean;
  /** Category code → [correct, total]. */
  byCategory: Record<string, [number, number]>;
  questionIds: string[];
  answers: (number | null)[];
  /** Whether each answer was right. */
  right: boolean[];
}

/** FSRS memory state of one question (ts-fsrs's Card with dates as epoch milliseconds). */
export interface MemoryCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: 0 | 1 | 2 | 3;
  lastReview: number | null;
}

export interface StudyGoal {
  /** The learner's test date, YYYY-MM-DD, or null. */
  testDate: string | null;
}

/** A parsed section: the valid entries, and whether anything had to be dropped. */
export interface Parsed<T> {
  value: T;
  damaged: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isQuestionId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isChoice = (v: unknown): v is number | null => v === null || (isCount(v) && v < 4);

/** Hand-written checks rather than a schema: a heavy learner has tens of thousands of answers, read on every visit. */
function isAnswer(v: unknown): v is AnswerRecord {
  return isObject(v) && isQuestionId(v.id) && typeof v.category === 'string' && v.category.length <= 8 && typeof v.ok === 'boolean' && isChoice(v.choice) && isCount(v.at) && ANSWER_MODES.includes(v.mode as AnswerMode);
}

function isTest(v: unknown): v is TestRecord {
  if (!isObject(v)) return false;
  const { questionIds, answers, byCategory } = v;
  return (
    typeof v.completedAt === 'string' &&
    !Number.isNaN(Date.parse(v.completedAt)) &&
    PRACTICE_MODES.includes(v.mode as string) &&
    (v.timing === null || ['standard', 'real', 'extended', 'none'].includes(v.timing as string)) &&
    (v.category === null || typeof v.category === 'string') &&
    isCount(v.correct) &&
    isCount(v.total) &&
    v.correct <= v.total &&
    isCount(v.timeSpent) &&
    typeof v.passed === 'boolean' &&
    isObject(byCategory) &&
    Object.values(byCategory).every((pair) => Array.isArray(pair) && pair.length === 2 && isCount(pair[0]) && isCount(pair[1]) && pair[0] <= pair[1]) &&
    Array.isArray(questionIds) &&
    questionIds.length === v.total &&
    questionIds.every(isQuestionId) &&
    Array.isArray(answers) &&
    answers.length === v.total &&
    answers.every(isChoice) &&
    Array.isArray(v.right) &&
    v.right.length === v.total &&
    v.right.every((r) => typeof r === 'boolean')
  );
}

function isMemoryCard(v: unknown): v is MemoryCard {
  return (
    isObject(v) &&
    isFiniteNumber(v.due) &&
    isFiniteNumber(v.stability) &&
    isFiniteNumber(v.difficulty) &&
    isFiniteNumber(v.elapsedDays) &&
    isFiniteNumber(v.scheduledDays) &&
    isCount(v.learningSteps) &&
    isCount(v.reps) &&
    isCount(v.lapses) &&
    [0, 1, 2, 3].includes(v.state as number) &&
    (v.lastReview === null || isFiniteNumber(v.lastReview))
  );
}

function parseList<T>(value: unknown, check: (v: unknown) => v is T): Parsed<T[]> | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.filter(check);
  return { value: valid, damaged: valid.length !== value.length };
}

export const parseAnswers = (value: unknown) => parseList(value, isAnswer);
export const parseHistory = (value: unknown) => parseList(value, isTest);

export function parseMemory(value: unknown): Parsed<Record<string, MemoryCard>> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  const valid = entries.filter((entry): entry is [string, MemoryCard] => isQuestionId(entry[0]) && isMemoryCard(entry[1]));
  return { value: Object.fromEntries(valid), damaged: valid.length !== entries.length };
}

export function parseGoal(value: unknown): StudyGoal | undefined {
  if (!isObject(value)) return undefined;
  const { testDate } = value;
  if (testDate === null) return { testDate: null };
  return typeof testDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(testDate) && !Number.isNaN(Date.parse(testDate)) ? { testDate } : undefined;
}

/** A finished test's record for the history (the result keeps the texts for its review screen; the history does not). */
export function testRecordFromResult(result: StoredTestResult, mode: PracticeMode): TestRecord {
  const byCategory: Record<string, [number, number]> = {};
  result.questions.forEach((question, index) => {
    const pair = (byCategory[question.category_code] ??= [0, 0]);
    pair[1] += 1;
    if (result.answers[index] === question.correct_answer) pair[0] += 1;
  });
  return {
    completedAt: result.completedAt,
    mode,
    timing: result.timing?.mode ?? null,
    category: result.category,
    correct: result.correctAnswers,
    total: result.totalQuestions,
    timeSpent: result.timeSpent,
    passed: result.passed,
    byCategory,
    questionIds: result.questions.map((q) => q.id),
    answers: [...result.answers],
    right: result.questions.map((q, index) => result.answers[index] === q.correct_answer),
  };
}

/** Every answer of a finished test, dated at its completion. */
export function answerRecordsFromResult(result: StoredTestResult, mode: AnswerMode): AnswerRecord[] {
  const at = Date.parse(result.completedAt);
  return result.questions.map((question, index) => {
    const choice = result.answers[index] ?? null;
    return { id: question.id, category: question.category_code, ok: choice === question.correct_answer, choice, at, mode };
  });
}

export function parseCardMarks(value: unknown): Parsed<Record<string, 'known' | 'review'>> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  const valid = entries.filter((entry): entry is [string, 'known' | 'review'] => isQuestionId(entry[0]) && (entry[1] === 'known' || entry[1] === 'review'));
  return { value: Object.fromEntries(valid), damaged: valid.length !== entries.length };
}
