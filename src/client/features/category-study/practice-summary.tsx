import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PASS_PERCENTAGE } from '@shared/constants';
import { isPassing, scorePercentage } from '@shared/rules/scoring';
import { paths } from '../../config/paths';
import { Button, ButtonLink } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { NAMESPACE } from './i18n';
import { formatPercent } from '../../lib/i18n/format';
import styles from './category-practice.module.css';

export function PracticeSummary({
  correct,
  total,
  code,
  headingRef,
  onAgain,
  onOverview,
}: {
  correct: number;
  total: number;
  code: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
  onOverview: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const percent = scorePercentage(correct, total);
  const passed = isPassing(correct, total);
  return (
    <div className={styles.summary}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.summaryTitle}>
        {t('practice.summaryTitle')}
      </h3>
      <p className={`${styles.summaryPercent} ${passed ? styles.pass : styles.fail}`}>{formatPercent(percent, i18n.language)}</p>
      <p>{t('practice.summaryScore', { correct, total, percent })}</p>
      <ProgressBar value={percent} label={t('practice.summaryScoreLabel')} tone={passed ? 'success' : 'red'} />
      <p className={styles.summaryAdvice}>{t(passed ? 'practice.summaryPassed' : 'practice.summaryFailed', { pass: PASS_PERCENTAGE })}</p>
      <div className={styles.summaryActions}>
        <Button onClick={onAgain}>{t('practice.again')}</Button>
        <ButtonLink to={paths.practice.getHref({ category: code })} variant="secondary">
          {t('overview.fullTestLink')}
        </ButtonLink>
        <Button variant="ghost" onClick={onOverview}>
          {t('backToOverview')}
        </Button>
      </div>
    </div>
  );
}
