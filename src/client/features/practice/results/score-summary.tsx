import { useTranslation } from 'react-i18next';
import { passMark } from '@shared/rules/scoring';
import { PASS_PERCENTAGE } from '@shared/constants';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import { ClockIcon, CrossIcon, CheckIcon } from '../../../components/ui/icons';
import { formatClock, timeTip } from '../logic/clock';

import { scoreTone, type TestResult } from '../logic/test-result';
import { ScoreRing } from './score-ring';
import styles from './results.module.css';

export function ScoreSummary({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const tone = scoreTone(result.score);
  const unanswered = result.answers.filter((answer) => answer === null).length;
  const incorrect = result.totalQuestions - result.correctAnswers - unanswered;
  const toReview = result.totalQuestions - result.correctAnswers;
  const verdictBody = result.drill
    ? toReview > 0
      ? t('results.drillBody', { count: toReview })
      : t('results.drillAllRight')
    : result.passed
      ? t('results.passedBody')
      : t('results.failedBody');
  const stats = [
    { key: 'correct', value: result.correctAnswers },
    { key: 'incorrect', value: incorrect },
    { key: 'unanswered', value: unanswered },
  ] as const;

  return (
    <section className={`${styles.summary} ${styles[tone]}`} aria-labelledby="verdict">
      <div className={styles.summaryTop}>
        <ScoreRing score={result.score} label={t('results.scoreLabel')} />
        <div className={styles.verdictBlock}>
          {/* A review drill is for learning: no pass or fail, what to look at again. */}
          <h2 id="verdict" className={styles.verdict}>
            {!result.drill && <span className={styles.verdictIcon}>{result.passed ? <CheckIcon size={22} /> : <CrossIcon size={22} />}</span>}
            {result.drill ? t('results.drillDone') : result.passed ? t('results.passed') : t('results.failed')}
          </h2>
          <p className={styles.correctCount}>{t('results.correctCount', { count: result.correctAnswers, total: result.totalQuestions })}</p>
          {!result.drill && (
            <p className={styles.passMark}>
              {t('results.passMark', { count: passMark(result.totalQuestions), total: result.totalQuestions, percent: PASS_PERCENTAGE })}
            </p>
          )}
          <p className={styles.verdictBody}>{verdictBody}</p>
        </div>
      </div>

      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.key} className={`${styles.stat} ${styles[`stat-${stat.key}`]}`}>
            <dt>{t(`results.stats.${stat.key}`)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
        <div className={`${styles.stat} ${styles.statTime}`}>
          <dt>
            <ClockIcon size={16} />
            {t('results.timeSpent')}
          </dt>
          <dd>{formatClock(result.timeSpent)}</dd>
        </div>
      </dl>
      {result.timing && (
        <p className={styles.timingUsed} data-testid="timing-used">
          {t(result.timing.limit === null ? 'results.timingUsedNoLimit' : 'results.timingUsed', {
            timing: t(`timing.${result.timing.mode}.short`),
            used: formatClock(result.timeSpent),
          })}
        </p>
      )}
      {!result.drill && (
        <p className={styles.timeTip} data-testid="time-tip">
          {t(`results.tips.${timeTip(result.timeSpent, result.totalQuestions, result.passed)}`)}
        </p>
      )}

      <div className={styles.summaryActions}>
        <ButtonLink to={paths.practice.getHref()} size="lg">
          {t('results.takeAnother')}
        </ButtonLink>
        <ButtonLink to={paths.study.getHref()} size="lg" variant="secondary">
          {t('results.studyMaterials')}
        </ButtonLink>
      </div>
    </section>
  );
}
