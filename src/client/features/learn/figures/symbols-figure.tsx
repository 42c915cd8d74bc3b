import type { LessonBlock } from '@shared/contract/lesson-content';
import { SymbolIcon } from './symbol-icons';
import styles from './symbols.module.css';

type SymbolItem = Extract<LessonBlock, { type: 'symbols' }>['items'][number];

/** A card per symbol: our drawing of it (decorative: its name is beside it), its name and what it means. */
export function SymbolsFigure({ items }: { items: SymbolItem[] }) {
  return (
    <ul role="list" className={styles.symbols}>
      {items.map((item, i) => (
        <li key={i} className={styles.card}>
          <span className={styles.icon}>
            <SymbolIcon symbol={item.symbol} />
          </span>
          <span className={styles.body}>
            <strong className={styles.name}>{item.name}</strong>
            <span className={styles.text}>{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
