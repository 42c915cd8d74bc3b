import { useMemo } from 'react';
import { categoryQuestionsParams, useCategories, useQuestions } from '../content/api';
import { useLessonIndex } from '../content/lessons-api';
import { useLearning } from '../learning/use-learning';
import { useNow } from '../learning/use-now';
import { useLearnerSnapshot } from '../storage/use-learner-data';
import { DEFAULT_MINUTES, targetDate } from './goal';
import { todayPlan, type PlanTopic } from './today-plan';

/**
 * Today's plan to the learner's test, from the device's goal and record and the bank (its device
 * copy): what /plan lists in full and the short version on the landing page, /study and /progress.
 */
export function useTodayPlan() {
  const learner = useLearnerSnapshot();
  const learning = useLearning();
  const now = useNow();
  const { data: categories } = useCategories();
  const { data: chapters } = useLessonIndex();
  const { data: bank } = useQuestions(categoryQuestionsParams('ALL'));
  const { goal } = learner.data;
  const minutesPerDay = goal.minutesPerDay ?? DEFAULT_MINUTES;
  const target = targetDate(goal);

  const topics = useMemo<PlanTopic[]>(() => {
    if (!categories || !bank) return [];
    return categories.map((c) => ({ code: c.code, slug: c.slug, questionIds: bank.filter((q) => q.category_code === c.code && !q.out_of_test).map((q) => q.id) }));
  }, [categories, bank]);
  const plan = useMemo(
    () => todayPlan({ now, testDate: target.date, minutesPerDay, topics, chapters: chapters ?? [], questions: learning.questions, read: learning.read, rounds: learning.rounds }),
    [now, target.date, minutesPerDay, topics, chapters, learning.questions, learning.read, learning.rounds],
  );
  const loading = learner.status === 'loading' || learning.status === 'loading' || !bank || !categories || !chapters;
  return { plan, loading, goal, minutesPerDay, target, now, bank, learner, learning };
}
