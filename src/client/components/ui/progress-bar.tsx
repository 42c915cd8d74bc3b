import styles from './progress-bar.module.css';

/** A labelled progress bar (value in percent, 0-100). */
export function ProgressBar({ value, label, tone = 'red' }: { value: number; label: string; tone?: 'red' | 'success' }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <div className={`${styles.fill} ${styles[tone]}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
