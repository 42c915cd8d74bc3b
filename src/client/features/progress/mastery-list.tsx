import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCategory } from '@shared/categories';
import { paths } from '../../config/paths';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { useCategoryNames } from '../../lib/content/use-category-name';
import type { CategoryMastery } from '../../lib/learning/mastery';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/** Each topic as seen and right, its name a link to study it; the weakest is named (the same one the top card names). */
export function MasteryList({ mastery, weakest }: { mastery: readonly CategoryMastery[]; weakest: CategoryMastery | null }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  const hrefOf = (code: string) => paths.studyCategory.getHref(findCategory(code)?.slug ?? code);
  return (
    <>
      <ul className={styles.mastery}>
        {mastery.map((m) => (
          <li key={m.code} className={styles.masteryRow}>
            <Link to={hrefOf(m.code)} className={styles.masteryName}>
              {nameOf(m.code)}
            </Link>
            <SeenAndRight mastery={m} total={m.total} />
          </li>
        ))}
      </ul>
      {weakest && (
        <p>
          {t('mastery.weakestLabel')} <Link to={hrefOf(weakest.code)}>{nameOf(weakest.code)}</Link>
        </p>
      )}
    </>
  );
}
