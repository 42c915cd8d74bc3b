import { QUESTIONS_PER_TEST } from '@shared/constants';
import { passMark } from '@shared/rules/scoring';
import type { AnswerRecord, MemoryCard } from '../storage/learning-records';
import { isMastered, recallChance } from './memory';

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
  total: number;
  /** Wrong answers given in the category. */
  missed: number;
}

/** The category of each answered question, as it was when last answered. */
function questionCategories(answers: readonly AnswerRecord[]): Map<string, string> {
  const categories = new Map<string, string>();
  for (const answer of answers) categories.set(answer.id, answer.category);
  return categories;
}

/** Mastery per category: the share of its questions that FSRS predicts the learner recalls. */
export function categoryMastery(memory: Readonly<Record<string, MemoryCard>>, answers: readonly AnswerRecord[], categories: readonly CategoryTotal[], now: number): CategoryMastery[] {
  const stats = new Map(categories.map((c) => [c.code, { code: c.code, mastery: 0, mastered: 0, answered: 0, total: c.total, missed: 0 }]));
  for (const [id, code] of questionCategories(answers)) {
    const entry = stats.get(code);
    if (!entry) continue;
    entry.answered += 1;
    if (isMastered(memory[id], now)) entry.mastered += 1;
  }
  for (const answer of answers) {
    const entry = answer.ok ? undefined : stats.get(answer.category);
    if (entry) entry.missed += 1;
  }
  for (const entry of stats.values()) entry.mastery = entry.total === 0 ? 0 : Math.min(1, entry.mastered / entry.total);
  return [...stats.values()];
}

/** Overall mastery: mastered questions over the whole bank. */
export function overallMastery(mastery: readonly CategoryMastery[]): number {
  const total = mastery.reduce((n, c) => n + c.total, 0);
  return total === 0 ? 0 : Math.min(1, mastery.reduce((n, c) => n + c.mastered, 0) / total);
}

export interface MissedQuestion {
  id: string;
  category: string;
  wrong: number;
  answered: number;
  lastOk: boolean;
}

/** Questions answered wrong at least once, most often missed first (then most recently). */
export function mostMissed(answers: readonly AnswerRecord[], limit = 10): MissedQuestion[] {
  const byId = new Map<string, MissedQuestion & { lastAt: number }>();
  for (const a of answers) {
    const entry = byId.get(a.id) ?? { id: a.id, category: a.category, wrong: 0, answered: 0, lastOk: true, lastAt: 0 };
    entry.answered += 1;
    if (!a.ok) entry.wrong += 1;
    entry.lastOk = a.ok;
    entry.lastAt = a.at;
    entry.category = a.category;
    byId.set(a.id, entry);
  }
  return [...byId.values()]
    .filter((q) => q.wrong > 0)
    .sort((a, b) => b.wrong - a.wrong || b.lastAt - a.lastAt)
    .slice(0, limit)
    .map(({ lastAt: _lastAt, ...q }) => q);
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
export function readiness(memory: Readonly<Record<string, MemoryCard>>, answers: readonly AnswerRecord[], bankSize: number, now: number): Readiness {
  const first = new Map<string, boolean>();
  const latest = new Map<string, boolean>();
  let retriedAfterMiss = 0;
  let rightAfterMiss = 0;
  for (const a of answers) {
    if (!first.has(a.id)) first.set(a.id, a.ok);
    if (latest.get(a.id) === false) {
      retriedAfterMiss += 1;
      if (a.ok) rightAfterMiss += 1;
    }
    latest.set(a.id, a.ok);
  }
  const answered = first.size;
  if (answered < READINESS_MIN_ANSWERED || bankSize === 0) return { kind: 'not-enough', answered, needed: READINESS_MIN_ANSWERED };
  const firstTryChance = ([...first.values()].filter(Boolean).length + 1) / (answered + 2);
  // Until there are retries to count, a missed question is assumed as hard as a first try.
  const afterMissChance = (rightAfterMiss + 2 * firstTryChance) / (retriedAfterMiss + 2);
  let sum = 0;
  for (const [id, ok] of latest) sum += ok ? recallChance(memory[id], now) : afterMissChance;
  const unseen = Math.max(0, bankSize - answered);
  const average = Math.min(1, (sum + unseen * firstTryChance) / Math.max(bankSize, answered));
  return { kind: 'estimate', chance: atLeast(passMark(QUESTIONS_PER_TEST), QUESTIONS_PER_TEST, average), expectedScore: average * QUESTIONS_PER_TEST, answered };
}

/**
 * Questions to review each day to have every question mastered by the test date: days left
 * before the test day (0: the test is today, negative: the date has passed). Null without a date.
 */
export function dailyTarget(testDate: string | null, notMastered: number, now: number): { days: number; perDay: number } | null {
  if (!testDate) return null;
  const today = new Date(now);
  const startOfToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((Date.parse(`${testDate}T00:00:00Z`) - startOfToday) / (24 * 60 * 60 * 1000));
  return { days, perDay: days <= 0 ? notMastered : Math.ceil(notMastered / days) };
}
