import type { QuestionStats } from '@shared/contract/admin';
import { indexToLetter } from '@shared/rules/answers';
import { MIN_ATTEMPTS_FOR_STATS } from '@shared/rules/question-stats';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './question-stats-cell.module.css';

/** How learners answered one question since its last change, with a warning when the key looks wrong. */
export function QuestionStatsCell({ stats, correctAnswer }: { stats: QuestionStats; correctAnswer: number }) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  if (stats.attempts === 0) return <span className={styles.muted}>{t('stats.none')}</span>;
  const top = stats.top_wrong_answer;
  return (
    <div className={styles.cell}>
      <span>
        <strong>{t('stats.right', { percentage: stats.right_percentage })}</strong>{' '}
        <span className={styles.muted}>· {t('stats.attempts', { count: stats.attempts })}</span>
      </span>
      {top && <span className={styles.muted}>{t('stats.topWrong', top)}</span>}
      {stats.attempts < MIN_ATTEMPTS_FOR_STATS && <span className={styles.muted}>{t('stats.fewAttempts', { min: MIN_ATTEMPTS_FOR_STATS })}</span>}
      {stats.likely_wrong_key && top && (
        <span className={styles.warning}>
          {/* Focusable so that keyboard users see the explanation too; screen readers read it as the description. */}
          <span className={styles.badge} tabIndex={0} aria-describedby={hintId}>
            <span aria-hidden="true">⚠ </span>
            {t('stats.likelyWrongKey')}
          </span>
          <span id={hintId} role="tooltip" className={styles.tip}>
            {t('stats.likelyWrongKeyHint', { letter: top.letter, key: indexToLetter(correctAnswer) })}
          </span>
        </span>
      )}
    </div>
  );
}
