import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Page, Section } from '../../components/ui/page';
import { categoryQuestionsParams, useCategories, useQuestions } from '../../lib/content/api';
import { useLang } from '../../lib/i18n/use-lang';
import { atLocalDay, localDay } from '../../lib/learning/local-day';
import { useLearning } from '../../lib/learning/use-learning';
import { useNow } from '../../lib/learning/use-now';
import { DEFAULT_MINUTES, saveGoal, targetDate } from '../../lib/plan/goal';
import { estimateQuestions, useQuestionDifficulty } from '../../lib/plan/learner-estimate';
import { daysUntil, todayPlan, type PlanTopic } from '../../lib/plan/today-plan';
import type { StudyGoal } from '../../lib/storage/learner-data';
import { useLearnerSnapshot } from '../../lib/storage/use-learner-data';
import { useLessonIndex } from '../../lib/content/lessons-api';
import { NAMESPACE } from './i18n';
import { formatDay, MyTest } from './my-test';
import { OutcomeQuestion } from './outcome-question';
import { PassEstimateCard } from './pass-estimate-card';
import { TodayList } from './today-list';
import styles from './plan.module.css';

/** The test day at noon, local time: the estimate "on the day". */
const testDayAt = (date: string | null): number | null => (date ? atLocalDay(date, 12).getTime() : null);

/** Keeps the tenth of today's estimate while the test is still to come: an outcome report compares with it. */
function rememberBand(goal: StudyGoal, chance: number, now: number) {
  const days = daysUntil(targetDate(goal).date, now);
  if (days === null || days < 0) return;
  const band = Math.min(9, Math.floor(chance * 10));
  const on = localDay(now);
  if (goal.lastBand?.band !== band || goal.lastBand.on !== on) saveGoal({ lastBand: { band, on } });
}

/** /plan: the learner's test, today's plan to it, and the pass estimate (issue 30), all from this device. */
export function PlanPage() {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const learner = useLearnerSnapshot();
  const learning = useLearning();
  const now = useNow();
  const { data: categories } = useCategories();
  const { data: chapters } = useLessonIndex();
  const { data: bank } = useQuestions(categoryQuestionsParams('ALL'));
  const { goal } = learner.data;
  const minutesPerDay = goal.minutesPerDay ?? DEFAULT_MINUTES;
  const target = targetDate(goal);
  const [sentFor, setSentFor] = useState<string | null>(null);

  const topics = useMemo<PlanTopic[]>(() => {
    if (!categories || !bank) return [];
    return categories.map((c) => ({ code: c.code, slug: c.slug, questionIds: bank.filter((q) => q.category_code === c.code && !q.out_of_test).map((q) => q.id) }));
  }, [categories, bank]);
  // Without the server's difficulty (offline, an error) the authored levels stand in.
  const difficulty = useQuestionDifficulty();
  const estimateBank = useMemo(() => (bank && !difficulty.isPending ? estimateQuestions(bank, difficulty.data) : undefined), [bank, difficulty.isPending, difficulty.data]);
  const plan = useMemo(
    () => todayPlan({ now, testDate: target.date, minutesPerDay, topics, chapters: chapters ?? [], questions: learning.questions, read: learning.read, rounds: learning.rounds }),
    [now, target.date, minutesPerDay, topics, chapters, learning.questions, learning.read, learning.rounds],
  );

  const loading = learner.status === 'loading' || learning.status === 'loading' || !bank || !categories || !chapters;
  return (
    <Page title={t('title')} lead={t('lead')}>
      <Section title={t('myTest.title')} id="my-test">
        <MyTest goal={goal} now={now} ready={learner.status !== 'loading'} />
      </Section>
      <Section title={t('today.title')} id="today">
        {loading ? (
          <p role="status" className={styles.loading}>
            {t('loading')}
          </p>
        ) : (
          <>
            {sentFor !== null && sentFor === target.date && <Alert tone="success">{t('outcome.thanks')}</Alert>}
            {plan.phase === 'after' && target.date && goal.outcomeAskedFor !== target.date && (
              <OutcomeQuestion goal={goal} testDate={target.date} daysStudied={Object.keys(learning.days).length} onSent={() => setSentFor(target.date)} />
            )}
            <TodayList plan={plan} minutesPerDay={minutesPerDay} />
          </>
        )}
      </Section>
      <Section title={t('estimate.title')} id="estimate">
        <PassEstimateCard
          bank={loading ? undefined : estimateBank}
          questions={learning.questions}
          now={now}
          testAt={testDayAt(target.date)}
          testLabel={target.date ? formatDay(target.date, lang) : ''}
          onShown={(chance) => rememberBand(goal, chance, now)}
        />
      </Section>
    </Page>
  );
}
