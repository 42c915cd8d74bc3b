import { useMemo } from 'react';
import { useNow } from '../../../lib/learning/use-now';
import { randomOrder } from '@shared/rules/reorder';
import type { Category } from '../../../lib/content/category';
import { fetchQuestions } from '../../../lib/content/api';
import type { Lang } from '@shared/constants';
import type { Question } from '../../../lib/content/question';
import { dueQuestionIds, missedQuestionIds, weakDrillPlan, type DrillMode } from '../../../lib/learning/drills';
import { categoryMastery } from '../../../lib/learning/mastery';
import type { LearningSnapshot } from '../../../lib/learning/learning-record';

export type Drill =
  | { status: 'loading' }
  | { status: 'empty'; mode: DrillMode }
  | { status: 'ready'; mode: DrillMode; count: number; load: (signal: AbortSignal, lang: Lang) => Promise<Question[]> };

/** The questions of a review drill, chosen on the device from the learner's answers and memory states. */
function planDrill(mode: DrillMode, data: Pick<LearningSnapshot, 'questions' | 'rounds'>, categories: readonly Category[], now: number, lastTestOnly = false): Drill {
  if (mode === 'missed' || mode === 'due') {
    const lastTest = lastTestOnly ? data.rounds.at(-1) : undefined;
    const ids = mode === 'missed' ? missedQuestionIds(data.questions, lastTest) : dueQuestionIds(data.questions, now);
    if (ids.length === 0) return { status: 'empty', mode };
    return { status: 'ready', mode, count: ids.length, load: (signal, lang) => fetchQuestions({ ids }, lang, signal) };
  }
  const mastery = categoryMastery(data.questions, categories.map((c) => ({ code: c.code, total: c.total_questions })), now);
  const plan = weakDrillPlan(data.questions, mastery, now);
  const count = plan.ids.length + plan.fill.reduce((n, f) => n + f.count, 0);
  if (count === 0) return { status: 'empty', mode };
  return {
    status: 'ready',
    mode,
    count,
    load: async (signal, lang) => {
      const [known, ...fresh] = await Promise.all([
        plan.ids.length ? fetchQuestions({ ids: plan.ids }, lang, signal) : Promise.resolve([]),
        // A few extra per category, so questions already in the round can be left out.
        ...plan.fill.map((f) => fetchQuestions({ category: f.category, random: true, test: true, limit: f.count + plan.ids.length }, lang, signal)),
      ]);
      const chosen = new Map(known!.map((q) => [q.id, q]));
      plan.fill.forEach((f, i) => {
        for (const q of fresh[i]!.filter((q) => !chosen.has(q.id)).slice(0, f.count)) chosen.set(q.id, q);
      });
      const questions = [...chosen.values()];
      return randomOrder(questions.length).map((i) => questions[i]!);
    },
  };
}

/** The drill, planned once the learner's data (and, for weak areas, the categories) are there. */
export function useDrill(mode: DrillMode | undefined, data: LearningSnapshot, categories: readonly Category[] | undefined, lastTestOnly: boolean): Drill | undefined {
  const now = useNow();
  const { questions, rounds, status } = data;
  const ready = status !== 'loading';
  return useMemo(() => {
    if (!mode) return undefined;
    if (!ready || (mode === 'weak' && !categories)) return { status: 'loading' };
    return planDrill(mode, { questions, rounds }, categories ?? [], now, lastTestOnly);
  }, [mode, questions, rounds, ready, categories, now, lastTestOnly]);
}
