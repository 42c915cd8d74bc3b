import { QUESTIONS_PER_TEST } from '@shared/constants';
import { passMark } from '@shared/rules/scoring';
import { isMastered, recallChance } from './memory';
import type { QuestionState } from './question-state';

/** What the record knows per question (derived from the log). */
export type QuestionStates = ReadonlyMap<string, QuestionState>;

export interface CategoryTotal {
  code: string;
  total: number;
}

export interface CategoryMastery {
  code: string;
  /** Share of the category's questions predicted to be recalled (0–1). */
  mastery: number;
  mastered: number;
  /** Distinct questions of the category answered at least once. */
  answered: number;
  /** Distinct questions whose latest answer was right. */
  lastRight: number;
  total: number;
  /** Wrong answers given in the category. */
  missed: number;
}

/** Mastery per category: the share of its questions that FSRS predicts the learner recalls. */
export function categoryMastery(questions: QuestionStates, categories: readonly CategoryTotal[], now: number): CategoryMastery[] {
  const stats = new Map(categories.map((c) => [c.code, { code: c.code, mastery: 0, mastered: 0, answered: 0, lastRight: 0, total: c.total, missed: 0 }]));
  for (const q of questions.values()) {
    const entry = q.seen > 0 ? stats.get(q.category) : undefined;
    if (!entry) continue;
    entry.answered += 1;
    if (q.lastOk) entry.lastRight += 1;
    entry.missed += q.seen - q.right;
    if (isMastered(q.card, now)) entry.mastered += 1;
  }
  for (const entry of stats.values()) entry.mastery = entry.total === 0 ? 0 : Math.min(1, entry.mastered / entry.total);
  return [...stats.values()];
}

/** Seen-and-right counts summed over topics (the whole bank when given every topic). */
export function seenOverall(mastery: Iterable<CategoryMastery>): { answered: number; lastRight: number; total: number } {
  const sum = { answered: 0, lastRight: 0, total: 0 };
  for (const m of mastery) {
    sum.answered += m.answered;
    sum.lastRight += m.lastRight;
    sum.total += m.total;
  }
  return sum;
}

/**
 * The topic to work on next: the smallest share of its questions answered right the last time
 * (questions not seen yet count as not known), then the most wrong answers. Null for an empty bank.
 */
export function weakestTopic(mastery: readonly CategoryMastery[]): CategoryMastery | null {
  const known = (m: CategoryMastery) => m.lastRight / Math.max(1, m.total);
  return [...mastery].filter((m) => m.total > 0).sort((a, b) => known(a) - known(b) || b.missed - a.missed)[0] ?? null;
}

export interface MissedQuestion {
  id: string;
  category: string;
  wrong: number;
  answered: number;
  lastOk: boolean;
}

/** Questions answered wrong at least once, most often missed first (then most recently). */
export function mostMissed(questions: QuestionStates, limit = 10): MissedQuestion[] {
  return [...questions.values()]
    .filter((q) => q.seen > q.right)
    .sort((a, b) => b.seen - b.right - (a.seen - a.right) || b.lastAt - a.lastAt)
    .slice(0, limit)
    .map((q) => ({ id: q.questionId, category: q.category, wrong: q.seen - q.right, answered: q.seen, lastOk: q.lastOk }));
}

/** Wrong answers the learner said they were sure of, by question: the most recent first. */
export function confidentMistakes(questions: QuestionStates, limit = 10): MissedQuestion[] {
  return [...questions.values()]
    .filter((q) => q.sureWrong > 0)
    .sort((a, b) => (b.lastSureWrongAt ?? 0) - (a.lastSureWrongAt ?? 0))
    .slice(0, limit)
    .map((q) => ({ id: q.questionId, category: q.category, wrong: q.sureWrong, answered: q.seen, lastOk: q.lastOk }));
}

/** Distinct questions answered before a readiness estimate means anything (two full tests' worth). */
export const READINESS_MIN_ANSWERED = 40;

export type Readiness =
  | { kind: 'not-enough'; answered: number; needed: number }
  | { kind: 'estimate'; chance: number; expectedScore: number; answered: number };

/** P(X ≥ k) for X ~ Binomial(n, p). */
export function atLeast(k: number, n: number, p: number): number {
  let total = 0;
  let coefficient = 1;
  for (let i = 0; i <= n; i += 1) {
    if (i > 0) coefficient = (coefficient * (n - i + 1)) / i;
    if (i >= k) total += coefficient * p ** i * (1 - p) ** (n - i);
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * The chance of passing a 20-question test now. A test draws its questions at random from the
 * whole bank, so each question is right with the bank's average chance: FSRS's recall prediction
 * for questions last answered right; for those last answered wrong, how often this learner gets a
 * missed question right the next time; for the others, the learner's first-try accuracy. Both
 * rates are smoothed, so a few answers cannot give 0 or 100 %.
 */
export function readiness(questions: QuestionStates, bankSize: number, now: number): Readiness {
  let answered = 0;
  let firstRight = 0;
  let retriedAfterMiss = 0;
  let rightAfterMiss = 0;
  for (const q of questions.values()) {
    if (q.seen === 0) continue;
    answered += 1;
    if (q.firstOk) firstRight += 1;
    retriedAfterMiss += q.afterMiss;
    rightAfterMiss += q.rightAfterMiss;
  }
  if (answered < READINESS_MIN_ANSWERED || bankSize === 0) return { kind: 'not-enough', answered, needed: READINESS_MIN_ANSWERED };
  const firstTryChance = (firstRight + 1) / (answered + 2);
  // Until there are retries to count, a missed question is assumed as hard as a first try.
  const afterMissChance = (rightAfterMiss + 2 * firstTryChance) / (retriedAfterMiss + 2);
  let sum = 0;
  for (const q of questions.values()) if (q.seen > 0) sum += q.lastOk ? recallChance(q.card, now) : afterMissChance;
  const unseen = Math.max(0, bankSize - answered);
  const average = Math.min(1, (sum + unseen * firstTryChance) / Math.max(bankSize, answered));
  return { kind: 'estimate', chance: atLeast(passMark(QUESTIONS_PER_TEST), QUESTIONS_PER_TEST, average), expectedScore: average * QUESTIONS_PER_TEST, answered };
}
