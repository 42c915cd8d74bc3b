import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Page, Section } from '../../components/ui/page';
import { useLang } from '../../lib/i18n/use-lang';
import { atLocalDay, daysUntil, localDay } from '../../lib/learning/local-day';
import { saveGoal, targetDate } from '../../lib/plan/goal';
import { estimateQuestions } from '../../lib/plan/learner-estimate';
import { useQuestionDifficulty } from '../../lib/plan/use-question-difficulty';
import { useTodayPlan } from '../../lib/plan/use-today-plan';
import type { StudyGoal } from '../../lib/storage/learner-data';
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
  const { plan, loading, goal, minutesPerDay, target, now, bank, learner, learning } = useTodayPlan();
  const [sentFor, setSentFor] = useState<string | null>(null);
  // Without the server's difficulty (offline, an error) the authored levels stand in.
  const difficulty = useQuestionDifficulty();
  const estimateBank = useMemo(() => (bank && !difficulty.isPending ? estimateQuestions(bank, difficulty.data) : undefined), [bank, difficulty.isPending, difficulty.data]);

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
