import type { LessonBlock } from '@shared/contract/lesson-content';
import styles from './tree.module.css';

type TreeNode = Extract<LessonBlock, { type: 'tree' }>['root'];

/** Up to this many children sit side by side under their parent on wide screens; more go in a grid. */
const MAX_IN_ROW = 4;

function Node({ node, depth }: { node: TreeNode; depth: number }) {
  const children = node.children ?? [];
  // On wide screens the root's children sit under it (and an only child under its parent, any
  // depth); deeper levels stay indented under their box, as on narrow screens.
  const layout = children.length === 1 ? styles.row : depth > 0 ? undefined : children.length > MAX_IN_ROW ? styles.group : styles.row;
  return (
    <li className={styles.node}>
      <div className={[styles.box, depth === 0 && styles.root].filter(Boolean).join(' ')}>
        <strong className={styles.label}>{node.label}</strong>
        {node.detail && <span className={styles.detail}>{node.detail}</span>}
      </div>
      {children.length > 0 && (
        <ul role="list" className={[styles.children, layout].filter(Boolean).join(' ')}>
          {children.map((child, i) => (
            <Node key={i} node={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Parts and sub-parts as nested lists, drawn as boxes joined by lines (an org chart where there is room). */
export function TreeFigure({ root }: { root: TreeNode }) {
  // role="list": Safari does not announce a list whose markers are hidden.
  return (
    <ul role="list" className={styles.tree}>
      <Node node={root} depth={0} />
    </ul>
  );
}
