import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_DEFINITIONS } from '@shared/categories';
import { paths } from '../../config/paths';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useCategoryNames } from '../../lib/content/use-category-name';
import type { CategoryMastery } from '../../lib/learning/mastery';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';
import { joinLabel } from '../../lib/i18n/format';

/** Mastery per topic, with the weakest named and a link to study it. */
export function MasteryList({ mastery }: { mastery: readonly CategoryMastery[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  const answered = mastery.filter((m) => m.answered > 0);
  const weakest = [...answered].sort((a, b) => a.mastery - b.mastery || b.missed - a.missed)[0];
  return (
    <>
      <ul className={styles.mastery}>
        {mastery.map((m) => {
          const percent = Math.round(100 * m.mastery);
          return (
            <li key={m.code} className={styles.masteryRow}>
              <div className={styles.masteryHead}>
                <span className={styles.masteryName}>{nameOf(m.code)}</span>
                <span>{t('mastery.row', { percent })}</span>
              </div>
              <ProgressBar value={percent} label={joinLabel(nameOf(m.code), t('mastery.row', { percent }), i18n.language)} tone={percent >= 75 ? 'success' : 'red'} />
              <p className={styles.muted}>{t('mastery.detail', { mastered: m.mastered, total: m.total, answered: m.answered, missed: m.missed })}</p>
            </li>
          );
        })}
      </ul>
      {weakest && (
        <p>
          {t('mastery.weakestLabel')} <Link to={paths.studyCategory.getHref(CATEGORY_DEFINITIONS.find((c) => c.code === weakest.code)?.slug ?? '')}>{nameOf(weakest.code)}</Link>
        </p>
      )}
    </>
  );
}
