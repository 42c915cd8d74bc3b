import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { roundScore, type RoundAttempt } from '../../../lib/learning/attempt';
import { useLearning } from '../../../lib/learning/use-learning';
import { NAMESPACE } from '../i18n';
import type { TestResult } from '../logic/test-result';
import styles from './results.module.css';

/** The test before this one in the record (category practice rounds are not tests). */
function previousTest(rounds: readonly RoundAttempt[], completedAt: string): RoundAttempt | undefined {
  const before = Date.parse(completedAt);
  return rounds.filter((r) => r.mode !== 'category' && r.at < before).at(-1);
}

/** The change since the previous test, and where to go next: this test's missed questions, the progress page. */
export function LearningNext({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const { rounds } = useLearning();
  const round = previousTest(rounds, result.completedAt);
  const previous = round ? roundScore(round) : undefined;
  const missed = result.totalQuestions - result.correctAnswers;
  const change = previous ? result.score - Math.round((100 * previous.correct) / Math.max(1, previous.total)) : undefined;
  return (
    <section className={styles.next} aria-labelledby="next-title">
      <h2 id="next-title" className={styles.byCategoryTitle}>
        {t('results.next.title')}
      </h2>
      <p data-testid="score-change">
        {previous === undefined || change === undefined
          ? t('results.next.first')
          : t(change > 0 ? 'results.next.up' : change < 0 ? 'results.next.down' : 'results.next.same', {
              count: Math.abs(change),
              before: previous.correct,
              beforeTotal: previous.total,
            })}
      </p>
      <div className={styles.nextActions}>
        {missed > 0 && (
          <ButtonLink to={paths.practice.getHref({ mode: 'missed', scope: 'last' })}>{t('results.next.reviewMissed', { count: missed })}</ButtonLink>
        )}
        <ButtonLink to={paths.progress.getHref()} variant="secondary">
          {t('results.next.progress')}
        </ButtonLink>
      </div>
    </section>
  );
}
