import { useTranslation } from 'react-i18next';
import styles from './seen-and-right.module.css';

export interface SeenCounts {
  /** Distinct questions answered at least once. */
  answered: number;
  /** Of those, the ones whose latest answer was right. */
  lastRight: number;
}

/**
 * Where a learner stands in a set of questions, as they read it: how many they have answered,
 * how many of those they got right the last time, and how many they have not met yet. A share of
 * the whole bank "mastered" reads as failure after a passed test; this never does.
 */
export function SeenAndRight({ mastery, total, label }: { mastery: SeenCounts | undefined; total: number; label?: string | undefined }) {
  const { t } = useTranslation();
  const answered = Math.min(total, mastery?.answered ?? 0);
  const right = Math.min(answered, mastery?.lastRight ?? 0);
  const toReview = answered - right;
  const unseen = total - answered;
  const width = (n: number) => `${total === 0 ? 0 : (100 * n) / total}%`;
  return (
    <div className={styles.block} data-testid="seen-and-right">
      {label && <p className={styles.label}>{label}</p>}
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.right} style={{ width: width(right) }} />
        <span className={styles.review} style={{ width: width(toReview) }} />
      </div>
      <p className={styles.text}>
        {answered === 0 ? (
          t('seen.none', { count: total })
        ) : (
          <>
            {right > 0 && (
              <span className={styles.item}>
                <span className={`${styles.key} ${styles.right}`} aria-hidden="true" />
                {t('seen.right', { count: right })}
              </span>
            )}
            {toReview > 0 && (
              <span className={styles.item}>
                <span className={`${styles.key} ${styles.review}`} aria-hidden="true" />
                {t('seen.review', { count: toReview })}
              </span>
            )}
            <span className={styles.item}>
              <span className={`${styles.key} ${styles.unseen}`} aria-hidden="true" />
              {t('seen.unseen', { count: unseen })}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
