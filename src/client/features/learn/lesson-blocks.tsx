import { useTranslation } from 'react-i18next';
import type { LessonBlock } from '@shared/contract/lesson-content';
import { LessonFigure } from './figures/lesson-figure';
import { LessonText } from './lesson-text';
import { NAMESPACE } from './i18n';
import styles from './chapter.module.css';

/** One block of a lesson section: a paragraph, a list, what changed since the guide, or a figure. */
function Block({ block }: { block: LessonBlock }) {
  const { t } = useTranslation(NAMESPACE);
  switch (block.type) {
    case 'p':
      return (
        <p>
          <LessonText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>
              <LessonText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'change':
      return (
        // A note, not a landmark: a chapter has many of them, and its visible label names it.
        <div className={styles.change} role="note">
          <p className={styles.changeLabel}>{t('chapter.changeLabel')}</p>
          <p>
            <LessonText text={block.text} />
          </p>
        </div>
      );
    default:
      return <LessonFigure block={block} />;
  }
}

export function LessonBlocks({ blocks }: { blocks: readonly LessonBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}
