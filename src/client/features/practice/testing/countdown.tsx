import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { ClockIcon } from '../../../components/ui/icons';
import { formatClock, isTimeWarning } from '../logic/clock';
import styles from './practice-testing.module.css';

/**
 * The visible m:ss countdown. Screen readers are not told every second: the live region
 * speaks once, when the five-minute warning starts.
 */
export function Countdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation(NAMESPACE);
  const warning = isTimeWarning(remaining);
  return (
    <div className={styles.timerBox}>
      <div className={`${styles.timer} ${warning ? styles.timerWarning : ''}`} role="timer" aria-label={t('testing.timeRemaining')}>
        <ClockIcon size={18} />
        <span className={styles.timerValue}>{formatClock(remaining)}</span>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {warning ? t('testing.timeWarningAnnounce') : ''}
      </p>
    </div>
  );
}
