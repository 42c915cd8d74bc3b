import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { EstimateQuestion } from '@shared/estimate/pass-estimate';
import type { QuestionStates } from '../../lib/learning/mastery';
import { ESTIMATE_MIN_ANSWERED } from '../../lib/plan/learner-estimate';
import { estimateOffThread, type LearnerEstimate } from '../../lib/plan/estimate-off-thread';
import { NAMESPACE } from './i18n';
import styles from './plan.module.css';

type Estimates = { today: LearnerEstimate; onDate: LearnerEstimate | null };

/** A whole percentage, never a false 0 or 100: under 1 % and over 99 % say so. */
const percent = (p: number) => (p < 0.005 ? '<1' : p > 0.995 ? '>99' : String(Math.round(100 * p)));

function EstimateLine({ label, estimate }: { label: string; estimate: LearnerEstimate }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.estimate}>
      <p className={styles.estimateLabel}>{label}</p>
      <p className={styles.estimateChance}>{t('estimate.chance', { percent: percent(estimate.chance) })}</p>
      <p className={styles.hint}>
        {percent(estimate.low) === percent(estimate.high)
          ? `${t('estimate.score', { score: Math.round(estimate.expectedScore) })}.`
          : `${t('estimate.range', { low: percent(estimate.low), high: percent(estimate.high) })}. ${t('estimate.score', { score: Math.round(estimate.expectedScore) })}.`}
      </p>
    </div>
  );
}

/**
 * The pass estimate (decision 044): today, and on the test date if the learner studied no more,
 * each with its 80 % range, and how it is worked out. Computed in a worker (a second of a slow
 * phone's time), and again when the record changes.
 */
export function PassEstimateCard({
  bank,
  questions,
  now,
  testAt,
  testLabel,
  onShown,
}: {
  bank: readonly EstimateQuestion[] | undefined;
  questions: QuestionStates;
  now: number;
  testAt: number | null;
  testLabel: string;
  /** Today's estimate, once shown (its tenth is what an outcome report compares with). */
  onShown?: (chance: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [estimates, setEstimates] = useState<Estimates | null>(null);
  const answered = [...questions.values()].filter((q) => q.seen > 0).length;
  const enough = answered >= ESTIMATE_MIN_ANSWERED;
  const day = Math.floor(now / 3_600_000);
  useEffect(() => {
    if (!bank || !enough) return undefined;
    let current = true;
    const at = day * 3_600_000;
    const onDate = testAt !== null && testAt > at;
    void estimateOffThread(bank, questions, onDate ? [at, testAt] : [at]).then(([today, later]) => {
      if (!current || !today) return;
      setEstimates({ today, onDate: later ?? null });
      onShown?.(today.chance);
    });
    return () => {
      current = false;
    };
    // onShown is the page's callback of this render: a new one alone is no reason to recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bank, questions, enough, day, testAt]);

  let body;
  if (!enough) body = <p>{t('estimate.needMore', { count: ESTIMATE_MIN_ANSWERED - answered })}</p>;
  else if (!estimates) body = <p role="status">{t('estimate.calculating')}</p>;
  else
    body = (
      <div className={styles.estimates} data-testid="pass-estimate">
        <EstimateLine label={t('estimate.todayLabel')} estimate={estimates.today} />
        {estimates.onDate && <EstimateLine label={t('estimate.onDateLabel', { date: testLabel })} estimate={estimates.onDate} />}
      </div>
    );
  return (
    <>
      <div aria-live="polite">{body}</div>
      <details className={styles.how}>
        <summary>{t('estimate.how')}</summary>
        <p>{t('estimate.howBody1')}</p>
        <p>{t('estimate.howBody2')}</p>
        <p>{t('estimate.howBody3')}</p>
        <p>
          <Link to={paths.estimateAccuracy.getHref()}>{t('estimate.accuracyLink')}</Link>
        </p>
      </details>
    </>
  );
}
