import { QUESTIONS_PER_TEST } from '@shared/constants';
import type { RoundAttempt } from './attempt';
import type { CategoryMastery, QuestionStates } from './mastery';
import { isDue, isMastered, recallChance } from './memory';

/** The review drills a practice round can be started as (`/practice?mode=…`). */
export type DrillMode = 'weak' | 'missed' | 'due';
export const DRILL_MODES: readonly DrillMode[] = ['weak', 'missed', 'due'];

export const parseDrillMode = (value: string | null): DrillMode | undefined => DRILL_MODES.find((m) => m === value);

/** Questions whose latest answer was wrong, most recent first (or those missed in one round). */
export function missedQuestionIds(questions: QuestionStates, round?: RoundAttempt, limit = QUESTIONS_PER_TEST): string[] {
  if (round) return round.questionIds.filter((_, i) => !round.right[i]).slice(0, limit);
  return [...questions.values()]
    .filter((q) => q.seen > 0 && !q.lastOk)
    .sort((a, b) => b.lastAt - a.lastAt)
    .slice(0, limit)
    .map((q) => q.questionId);
}

/** Questions FSRS has due for review now, most overdue first. */
export function dueQuestionIds(questions: QuestionStates, now: number, limit = QUESTIONS_PER_TEST): string[] {
  return [...questions.values()]
    .filter((q) => isDue(q.card, now))
    .sort((a, b) => a.card!.due - b.card!.due)
    .slice(0, limit)
    .map((q) => q.questionId);
}

export interface WeakDrillPlan {
  /** Questions already answered and not mastered, weakest first. */
  ids: string[];
  /** Fresh questions to draw per category to fill the round, weighted towards low mastery. */
  fill: { category: string; count: number }[];
}

/** 20 questions weighted towards low mastery: known weak questions first, then fresh ones from the weakest categories. */
export function weakDrillPlan(questions: QuestionStates, mastery: readonly CategoryMastery[], now: number, size = QUESTIONS_PER_TEST): WeakDrillPlan {
  const weakness = new Map(mastery.map((c) => [c.code, 1 - c.mastery]));
  const ids = [...questions.values()]
    .filter((q) => q.seen > 0 && !isMastered(q.card, now))
    .sort((a, b) => (weakness.get(b.category) ?? 0) - (weakness.get(a.category) ?? 0) || recallChance(a.card, now) - recallChance(b.card, now))
    .slice(0, Math.ceil(size / 2))
    .map((q) => q.questionId);
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
