import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../lib/content/category';
import { CategoryIcon } from './category-icon';
import styles from './category-card.module.css';

/** A category tile: icon, name, description, count, and a main link (plus optional extra actions). */
export function CategoryCard({
  category,
  to,
  countLabel,
  footer,
  highlighted = false,
  headingLevel = 3,
}: {
  category: Category;
  to: string;
  /** Undefined while counts load: a same-size placeholder keeps the layout still. */
  countLabel?: string;
  footer?: ReactNode;
  highlighted?: boolean;
  /** The card title's heading level, so each page keeps a correct outline. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <CategoryIcon code={category.code} size={26} />
        </span>
        <span className={`${styles.count} ${countLabel ? '' : styles.countPending}`}>{countLabel ?? '\u00a0'}</span>
      </div>
      <Heading className={styles.name}>
        <Link to={to} className={styles.link}>
          {category.name}
        </Link>
      </Heading>
      <p className={styles.description}>{category.description}</p>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
