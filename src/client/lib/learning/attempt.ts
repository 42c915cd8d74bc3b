import { isPassing } from '@shared/rules/scoring';

/**
 * The record of what the learner did: an append-only log of attempts, each with a stable
 * random id (so two devices, an import or a sync merge by id, idempotently). Everything else
 * (history, mastery, schedules, marks, plans) is derived from it (decision 034).
 */

/** Where an answer was given. */
export type AnswerMode = 'test' | 'category' | 'weak' | 'missed' | 'due' | 'flashcard' | 'lesson';
const ANSWER_MODES: readonly AnswerMode[] = ['test', 'category', 'weak', 'missed', 'due', 'flashcard', 'lesson'];
/** How a finished set of questions was started (a practice test, a category's practice round, a drill). */
export type RoundMode = 'test' | 'category' | 'weak' | 'missed' | 'due';
const ROUND_MODES: readonly RoundMode[] = ['test', 'category', 'weak', 'missed', 'due'];
/** The kinds of timed test the practice page runs: a practice test or a review drill. */
export type PracticeTestMode = Exclude<RoundMode, 'category'>;
export type TimingMode = 'standard' | 'real' | 'extended' | 'none';
const TIMING_MODES: readonly TimingMode[] = ['standard', 'real', 'extended', 'none'];

/** One answer to one question, anywhere on the site (a flashcard mark is an answer with no option chosen). */
export interface AnswerAttempt {
  kind: 'answer';
  id: string;
  /** Epoch milliseconds. */
  at: number;
  questionId: string;
  /** The question's category when answered (mastery is per category). */
  category: string;
  /** The question's version when answered (absent in answers recorded before versions existed). */
  version?: number;
  ok: boolean;
  /** The option chosen (0 = A), or null (a flashcard mark, or unanswered when time ran out). */
  choice: number | null;
  mode: AnswerMode;
  /** Time taken to answer, in milliseconds, when measured. */
  ms?: number;
  /** The learner said beforehand whether they were sure (category practice and flashcards only). */
  sure?: boolean;
  /** The round this answer belongs to, if any. */
  round?: string;
}

/** A finished test, drill or practice round: what was asked and chosen (the texts come from the bank). */
export interface RoundAttempt {
  kind: 'round';
  id: string;
  at: number;
  mode: RoundMode;
  timing: TimingMode | null;
  /** The category the round was limited to, or null. */
  category: string | null;
  questionIds: string[];
  /** Each question's category. */
  categories: string[];
  choices: (number | null)[];
  /** Whether each answer was right (with the key of the version asked). */
  right: boolean[];
  /** Each question's version when asked, or null. */
  versions: (number | null)[];
  /** Seconds the round took. */
  seconds: number;
}

/** "Reset Progress" in a flashcard deck: the marks of these questions are cleared (their answers stay). */
export interface MarksClearedAttempt {
  kind: 'marks-cleared';
  id: string;
  at: number;
  questionIds: string[];
}

/** A lesson section read to its end (or marked done). */
interface SectionReadAttempt {
  kind: 'read';
  id: string;
  at: number;
  chapter: string;
  section: string;
}

export type Attempt = AnswerAttempt | RoundAttempt | MarksClearedAttempt | SectionReadAttempt;

/** A round's score, derived. */
export function roundScore(round: RoundAttempt): { correct: number; total: number; passed: boolean; byCategory: Record<string, [number, number]> } {
  const byCategory: Record<string, [number, number]> = {};
  let correct = 0;
  round.questionIds.forEach((_, i) => {
    const right = round.right[i] === true;
    const pair = (byCategory[round.categories[i] ?? ''] ??= [0, 0]);
    pair[1] += 1;
    if (right) {
      pair[0] += 1;
      correct += 1;
    }
  });
  const total = round.questionIds.length;
  return { correct, total, passed: isPassing(correct, total), byCategory };
}

export const newAttemptId = () => crypto.randomUUID();

/** One answer to a question as shown (its id, category and version), anywhere on the site. */
export function answerAttempt(
  question: { id: string; category_code: string; version?: number | undefined },
  answer: Pick<AnswerAttempt, 'at' | 'ok' | 'choice' | 'mode'> & Partial<Pick<AnswerAttempt, 'ms' | 'round' | 'sure'>>,
): AnswerAttempt {
  return {
    kind: 'answer',
    id: newAttemptId(),
    questionId: question.id,
    category: question.category_code,
    ...(question.version ? { version: question.version } : {}),
    ...answer,
  };
}

// Hand-written checks rather than a schema: a heavy learner has a hundred thousand attempts, read on an import or a sync.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isTime = (v: unknown): v is number => isCount(v) && (v as number) < 8.64e15;
const isShortText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const hasControlCharacter = (text: string) => {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 32) return true;
  return false;
};
const isId = (v: unknown): v is string => isShortText(v, 100) && !hasControlCharacter(v);
const isChoice = (v: unknown): v is number | null => v === null || (isCount(v) && v < 4);
const isVersion = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1;
const MAX_ROUND = 200;

function parseAnswer(v: Record<string, unknown>): AnswerAttempt | undefined {
  if (!isId(v.questionId) || !isShortText(v.category, 8) || typeof v.ok !== 'boolean' || !isChoice(v.choice) || !ANSWER_MODES.includes(v.mode as AnswerMode)) return undefined;
  if (v.version !== undefined && !isVersion(v.version)) return undefined;
  if (v.ms !== undefined && !isCount(v.ms)) return undefined;
  if (v.sure !== undefined && typeof v.sure !== 'boolean') return undefined;
  if (v.round !== undefined && !isId(v.round)) return undefined;
  return {
    kind: 'answer',
    id: v.id as string,
    at: v.at as number,
    questionId: v.questionId,
    category: v.category,
    ok: v.ok,
    choice: v.choice,
    mode: v.mode as AnswerMode,
    ...(v.version !== undefined ? { version: v.version as number } : {}),
    ...(v.ms !== undefined ? { ms: v.ms as number } : {}),
    ...(v.sure !== undefined ? { sure: v.sure as boolean } : {}),
    ...(v.round !== undefined ? { round: v.round as string } : {}),
  };
}

function parseRound(v: Record<string, unknown>): RoundAttempt | undefined {
  const { questionIds, categories, choices, right, versions } = v;
  if (!ROUND_MODES.includes(v.mode as RoundMode) || !(v.timing === null || TIMING_MODES.includes(v.timing as TimingMode))) return undefined;
  if (!(v.category === null || isShortText(v.category, 8)) || !isCount(v.seconds)) return undefined;
  if (!Array.isArray(questionIds) || questionIds.length === 0 || questionIds.length > MAX_ROUND || !questionIds.every(isId)) return undefined;
  const n = questionIds.length;
  const list = (value: unknown, check: (x: unknown) => boolean) => Array.isArray(value) && value.length === n && value.every(check);
  if (!list(categories, (x) => isShortText(x, 8)) || !list(choices, isChoice) || !list(right, (x) => typeof x === 'boolean') || !list(versions, (x) => x === null || isVersion(x))) return undefined;
  return {
    kind: 'round',
    id: v.id as string,
    at: v.at as number,
    mode: v.mode as RoundMode,
    timing: v.timing as TimingMode | null,
    category: v.category as string | null,
    questionIds: questionIds as string[],
    categories: categories as string[],
    choices: choices as (number | null)[],
    right: right as boolean[],
    versions: versions as (number | null)[],
    seconds: v.seconds as number,
  };
}

/**
 * An attempt as stored or received (an import, a sync), checked field by field and copied, so
 * nothing but its known fields comes through; undefined when it cannot be read.
 */
export function parseAttempt(value: unknown): Attempt | undefined {
  if (!isObject(value) || !isId(value.id) || !isTime(value.at)) return undefined;
  switch (value.kind) {
    case 'answer':
      return parseAnswer(value);
    case 'round':
      return parseRound(value);
    case 'marks-cleared':
      return Array.isArray(value.questionIds) && value.questionIds.length <= 5000 && value.questionIds.every(isId)
        ? { kind: 'marks-cleared', id: value.id, at: value.at, questionIds: value.questionIds as string[] }
        : undefined;
    case 'read':
      return isShortText(value.chapter, 80) && isShortText(value.section, 80) ? { kind: 'read', id: value.id, at: value.at, chapter: value.chapter, section: value.section } : undefined;
    default:
      return undefined;
  }
}


/** Rounds are kept whole; anything else is ordered by time, then id (so every device replays the same order). */
export const byTime = (a: { at: number; id: string }, b: { at: number; id: string }) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The answers of a finished round, dated at its end. */
export function roundAnswers(round: RoundAttempt, mode: AnswerMode = round.mode, idOf: (index: number) => string = () => newAttemptId()): AnswerAttempt[] {
  return round.questionIds.map((questionId, i) => {
    const choice = round.choices[i] ?? null;
    const version = round.versions[i];
    return {
      kind: 'answer',
      id: idOf(i),
      at: round.at,
      questionId,
      category: round.categories[i]!,
      ok: round.right[i] === true,
      choice,
      mode,
      round: round.id,
      ...(version ? { version } : {}),
    };
  });
}
