import styles from './success-banner.module.css';

/** Always in the page, so that screen readers announce each message as it appears. */
export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && (
        <p className={styles.banner}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={styles.icon}>
            <path d="M4.5 10.5 8.5 14.5 15.5 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {message}
        </p>
      )}
    </div>
  );
}
