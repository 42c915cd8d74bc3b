import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/i18n/format';
import styles from './results.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score as a ring; its colour comes from the summary's tone class. */
export function ScoreRing({ score, label }: { score: number; label: string }) {
  const { i18n } = useTranslation();
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <div className={styles.ring}>
      <svg viewBox="0 0 120 120" aria-hidden="true" className={styles.ringSvg}>
        <circle cx="60" cy="60" r={RADIUS} className={styles.ringTrack} />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className={styles.ringFill}
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <p className={styles.ringText}>
        <span className="visually-hidden">{label}: </span>
        <span className={styles.ringScore} data-testid="score">
          {formatPercent(score, i18n.language)}
        </span>
      </p>
    </div>
  );
}
