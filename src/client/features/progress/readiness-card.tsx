import { useTranslation } from 'react-i18next';
import type { Readiness } from '../../lib/learning/mastery';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

export function ReadinessCard({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.readiness} data-testid="readiness">
      {readiness.kind === 'estimate' ? (
        <>
          <p className={styles.bigLine}>{t('readiness.chance', { percent: Math.round(100 * readiness.chance) })}</p>
          <p>{t('readiness.expected', { score: Math.round(readiness.expectedScore) })}</p>
        </>
      ) : (
        <p className={styles.bigLine}>{t('readiness.notEnough', { count: readiness.needed - readiness.answered })}</p>
      )}
      <p className={styles.muted}>{t('readiness.how')}</p>
    </div>
  );
}
