import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ui/progress-bar';
import { STUDY_CARDS_NAMESPACE } from './i18n';
import { CheckIcon, RepeatIcon } from '../ui/icons';
import styles from './flashcard-deck.module.css';

/** 'Card n of N', the progress bar and the known / to-review counts. */
export function DeckStatus({ position, total, known, review }: { position: number; total: number; known: number; review: number }) {
  const { t } = useTranslation(STUDY_CARDS_NAMESPACE);
  const current = Math.min(position + 1, total);
  return (
    <div className={styles.status}>
      <div className={styles.statusRow}>
        <p className={styles.position} data-testid="deck-position">
          {t('position', { current, total })}
        </p>
        <p className={styles.counts}>
          <span className={`${styles.count} ${styles.known}`} data-testid="known-count">
            <CheckIcon /> {t('knownCount', { count: known })}
          </span>
          <span className={`${styles.count} ${styles.review}`} data-testid="review-count">
            <RepeatIcon /> {t('reviewCount', { count: review })}
          </span>
        </p>
      </div>
      <ProgressBar value={total === 0 ? 0 : (100 * current) / total} label={t('progressLabel')} />
    </div>
  );
}
