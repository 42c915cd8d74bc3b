import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-head';
import styles from './page.module.css';

/** The standard page frame: a width-limited container with a heading block. */
export function Page({
  title,
  eyebrow,
  lead,
  actions,
  width = 'normal',
  children,
}: {
  title: string;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  width?: 'normal' | 'narrow';
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={`${styles.page} ${width === 'narrow' ? styles.narrow : ''}`}>
      <header className={styles.header}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export function Section({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.section} aria-labelledby={title && id ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
