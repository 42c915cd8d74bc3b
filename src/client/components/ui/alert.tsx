import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** A message block; errors and warnings are announced to screen readers. */
export function Alert({ tone = 'info', title, children, action }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode; action?: ReactNode }) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={role}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
