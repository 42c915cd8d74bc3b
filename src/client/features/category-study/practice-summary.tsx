import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PASS_PERCENTAGE } from '@shared/constants';
import { isPassing, scorePercentage } from '@shared/rules/scoring';
import { paths, ROUND_SIZES } from '../../config/paths';
import { Button, ButtonLink } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { correctOptionText, type Question } from '../../lib/content/question';
import { NAMESPACE } from './i18n';
import { formatPercent } from '../../lib/i18n/format';
import styles from './category-practice.module.css';

/** The end of a round: its score, what to look at again, and the next step (another round first). */
export function PracticeSummary({
  correct,
  total,
  missed,
  code,
  slug,
  headingRef,
  onAgain,
}: {
  correct: number;
  total: number;
  missed: readonly Question[];
  code: string;
  slug: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const percent = scorePercentage(correct, total);
  const passed = isPassing(correct, total);
  // A full round offers the other size; a short category (fewer questions than a round) has no other.
  const otherSize = ROUND_SIZES.some((size) => size === total) ? ROUND_SIZES.find((size) => size !== total) : undefined;
  return (
    <div className={styles.summary}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.summaryTitle}>
        {t('practice.summaryTitle')}
      </h3>
      <p className={`${styles.summaryPercent} ${passed ? styles.pass : styles.fail}`}>{formatPercent(percent, i18n.language)}</p>
      <p>{t('practice.summaryScore', { correct, total, percent })}</p>
      <ProgressBar value={percent} label={t('practice.summaryScoreLabel')} tone={passed ? 'success' : 'red'} />
      <p className={styles.summaryAdvice}>{t(passed ? 'practice.summaryPassed' : 'practice.summaryFailed', { pass: PASS_PERCENTAGE })}</p>
      {missed.length > 0 && (
        <section className={styles.missed} aria-labelledby="round-missed-title">
          <h4 id="round-missed-title" className={styles.missedTitle}>
            {t('practice.missedTitle', { count: missed.length })}
          </h4>
          <ul className={styles.missedList}>
            {missed.map((question) => (
              <li key={question.id}>
                <span className={styles.missedQuestion}>{question.question}</span>
                <span className={styles.missedAnswer}>
                  {t('practice.missedAnswer')} <strong>{correctOptionText(question)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.summaryActions}>
        <Button onClick={onAgain}>{t('practice.again', { count: total })}</Button>
        {otherSize !== undefined && (
          <ButtonLink to={paths.studyCategoryMode.getHref(slug, 'practice', otherSize)} variant="secondary">
            {t('practice.otherSize', { count: otherSize })}
          </ButtonLink>
        )}
        <ButtonLink to={paths.practice.getHref({ category: code })} variant="secondary">
          {t('overview.fullTestLink')}
        </ButtonLink>
        <ButtonLink to={paths.studyCategory.getHref(slug)} variant="ghost">
          {t('backToOverview')}
        </ButtonLink>
      </div>
    </div>
  );
}
