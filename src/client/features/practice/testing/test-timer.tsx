import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { NAMESPACE } from '../i18n';
import { formatClock, isTimeWarning } from '../logic/clock';
import { canExtend, crossedAnnouncement, type TimingMode } from '../logic/timing';
import type { ClockReading } from './use-countdown';
import styles from './practice-testing.module.css';

interface Props {
  reading: ClockReading;
  mode: TimingMode;
  onExtend: () => void;
}

/**
 * The countdown (or, with no limit, the time used), which the learner can hide. Screen readers
 * hear the time left only at 10, 5 and 1 minutes, never every second.
 */
export function TestTimer({ reading, mode, onExtend }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(reading.left);

  useEffect(() => {
    const point = crossedAnnouncement(previous.current, reading.left);
    previous.current = reading.left;
    if (point !== undefined) setAnnouncement(t('timer.announce', { count: point / 60 }));
  }, [reading.left, t]);

  const counting = reading.left !== null;
  const warning = counting && isTimeWarning(reading.left!);
  const value = counting ? formatClock(reading.left!) : formatClock(reading.used);

  return (
    <div className={styles.timerBox}>
      <div className={styles.timerRow}>
        {!hidden && (
          <div className={`${styles.timer} ${warning ? styles.timerWarning : ''}`} role="timer" aria-label={counting ? t('testing.timeRemaining') : t('timer.elapsed')}>
            <ClockIcon size={18} />
            <span className={styles.timerValue}>{value}</span>
          </div>
        )}
        <Button variant="ghost" size="sm" onClick={() => setHidden(!hidden)}>
          {hidden ? t('timer.show') : t('timer.hide')}
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {warning && canExtend(mode) && (
        <div role="alert" className={styles.extendAlert}>
          <span>{t('timer.extendBody')}</span>
          <Button size="sm" onClick={onExtend}>
            {t('timer.extend')}
          </Button>
        </div>
      )}
    </div>
  );
}
