import { useMemo } from 'react';
import type { Category } from '../content/category';
import { useLearning } from './use-learning';
import { useNow } from './use-now';
import { categoryMastery, type CategoryMastery } from './mastery';

export interface MasteryView {
  byCode: ReadonlyMap<string, CategoryMastery>;
  /** Latest answer in each category (epoch ms). */
  lastAnswered: ReadonlyMap<string, number>;
}

/** Mastery from the learner's answers (never from page visits), per category and overall. */
export function useMastery(categories: readonly Category[]): MasteryView {
  const { questions } = useLearning();
  const now = useNow();
  return useMemo(() => {
    const mastery = categoryMastery(questions, categories.map((c) => ({ code: c.code, total: c.total_questions })), now);
    const lastAnswered = new Map<string, number>();
    for (const q of questions.values()) if (q.seen > 0) lastAnswered.set(q.category, Math.max(q.lastAt, lastAnswered.get(q.category) ?? 0));
    return { byCode: new Map(mastery.map((m) => [m.code, m])), lastAnswered };
  }, [questions, categories, now]);
}
