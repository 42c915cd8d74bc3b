import type { ReactNode } from 'react';
import styles from './state-view.module.css';

/** A centred empty or error state with a title, a message and actions. */
export function StateView({
  tone = 'empty',
  title,
  icon,
  children,
  actions,
}: {
  tone?: 'empty' | 'error';
  title: string;
  /** Shown in the circle instead of the tone's mark (! or ?). */
  icon?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`${styles.state} ${styles[tone]}`} role={tone === 'error' ? 'alert' : undefined}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (tone === 'error' ? '!' : '?')}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
