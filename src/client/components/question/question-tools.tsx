import type { ReactNode } from 'react';
import styles from './question.module.css';

/**
 * Where every question screen puts its per-question controls (listen, report, flag), in the
 * same place on each, so learners find them without looking.
 */
export function QuestionTools({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className={styles.tools}>{children}</div>;
}
