import { QUESTIONS_PER_TEST } from '@shared/constants';
import type { AnswerRecord, MemoryCard, TestRecord } from '../storage/learning-records';
import type { CategoryMastery } from './mastery';
import { isDue, isMastered, recallChance } from './memory';

/** The review drills a practice round can be started as (`/practice?mode=…`). */
export type DrillMode = 'weak' | 'missed' | 'due';
export const DRILL_MODES: readonly DrillMode[] = ['weak', 'missed', 'due'];

export const parseDrillMode = (value: string | null): DrillMode | undefined => DRILL_MODES.find((m) => m === value);

/** Questions whose latest answer was wrong, most recent first (or those missed in one test). */
export function missedQuestionIds(answers: readonly AnswerRecord[], test?: TestRecord, limit = QUESTIONS_PER_TEST): string[] {
  if (test) return test.questionIds.filter((_, i) => !test.right[i]).slice(0, limit);
  const latest = new Map<string, boolean>();
  for (let i = answers.length - 1; i >= 0; i -= 1) {
    const a = answers[i]!;
    if (!latest.has(a.id)) latest.set(a.id, a.ok);
  }
  return [...latest].filter(([, ok]) => !ok).map(([id]) => id).slice(0, limit);
}

/** Questions FSRS has due for review now, most overdue first. */
export function dueQuestionIds(memory: Readonly<Record<string, MemoryCard>>, now: number, limit = QUESTIONS_PER_TEST): string[] {
  return Object.entries(memory)
    .filter(([, card]) => isDue(card, now))
    .sort(([, a], [, b]) => a.due - b.due)
    .slice(0, limit)
    .map(([id]) => id);
}

export interface WeakDrillPlan {
  /** Questions already answered and not mastered, weakest first. */
  ids: string[];
  /** Fresh questions to draw per category to fill the round, weighted towards low mastery. */
  fill: { category: string; count: number }[];
}

/** 20 questions weighted towards low mastery: known weak questions first, then fresh ones from the weakest categories. */
export function weakDrillPlan(memory: Readonly<Record<string, MemoryCard>>, answers: readonly AnswerRecord[], mastery: readonly CategoryMastery[], now: number, size = QUESTIONS_PER_TEST): WeakDrillPlan {
  const weakness = new Map(mastery.map((c) => [c.code, 1 - c.mastery]));
  const categoryOf = new Map(answers.map((a) => [a.id, a.category]));
  const ids = [...categoryOf]
    .filter(([id]) => !isMastered(memory[id], now))
    .sort(([a, ca], [b, cb]) => (weakness.get(cb) ?? 0) - (weakness.get(ca) ?? 0) || recallChance(memory[a], now) - recallChance(memory[b], now))
    .slice(0, Math.ceil(size / 2))
    .map(([id]) => id);
  return { ids, fill: shares(mastery.filter((c) => c.total > c.answered), size - ids.length) };
}

/** Splits `count` over categories in proportion to their weakness (largest remainder), weakest first. */
function shares(categories: readonly CategoryMastery[], count: number): { category: string; count: number }[] {
  const weights = categories.map((c) => ({ category: c.code, weight: Math.max(0.05, 1 - c.mastery) }));
  const sum = weights.reduce((n, w) => n + w.weight, 0);
  if (count <= 0 || sum === 0) return [];
  const exact = weights.map((w) => ({ ...w, exact: (count * w.weight) / sum }));
  const result = exact.map((w) => ({ category: w.category, count: Math.floor(w.exact), rest: w.exact - Math.floor(w.exact) }));
  let left = count - result.reduce((n, r) => n + r.count, 0);
  for (const r of [...result].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    r.count += 1;
    left -= 1;
  }
  return result.filter((r) => r.count > 0).sort((a, b) => b.count - a.count).map(({ category, count: n }) => ({ category, count: n }));
}
