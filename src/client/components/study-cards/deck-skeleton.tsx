import styles from './deck-skeleton.module.css';

/** The deck's shape while its questions load, so nothing jumps when they arrive. */
export function DeckSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={styles.row} aria-hidden="true">
        <span className={styles.bar} style={{ width: '8rem' }} />
        <span className={styles.bar} style={{ width: '12rem' }} />
      </div>
      <span className={`${styles.bar} ${styles.thin}`} aria-hidden="true" />
      <div className={styles.card} aria-hidden="true">
        <span className={styles.bar} style={{ width: '40%' }} />
        <span className={`${styles.bar} ${styles.tall}`} style={{ width: '85%' }} />
        <span className={`${styles.bar} ${styles.tall}`} style={{ width: '60%' }} />
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`${styles.bar} ${styles.option}`} />
        ))}
      </div>
    </div>
  );
}
