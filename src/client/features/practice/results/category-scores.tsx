import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCategory } from '@shared/categories';
import { paths } from '../../../config/paths';
import { useCategoryNames } from '../../../lib/content/use-category-name';
import { NAMESPACE } from '../i18n';
import { scoreByCategory, weakestFirst, type TestResult } from '../logic/test-result';
import styles from './results.module.css';

/** Each topic of the test, weakest first, with a bar and the ways to work on it. */
export function CategoryScores({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  return (
    <section className={styles.byCategory} aria-labelledby="by-category-title">
      <h2 id="by-category-title" className={styles.byCategoryTitle}>
        {t('results.byCategoryTitle')}
      </h2>
      <ul className={styles.byCategoryList}>
        {weakestFirst(scoreByCategory(result)).map((score) => {
          const slug = findCategory(score.category)?.slug;
          const name = nameOf(score.category);
          const share = score.correct / Math.max(1, score.total);
          const tone = share >= 0.75 ? styles.barGood : share >= 0.5 ? styles.barNear : styles.barLow;
          return (
            <li key={score.category} className={styles.byCategoryRow} data-testid="category-score">
              <span className={styles.byCategoryName}>{name}</span>
              <span className={styles.byCategoryScore}>{t('results.categoryScore', { correct: score.correct, total: score.total })}</span>
              <span className={styles.byCategoryBar} aria-hidden="true">
                <span className={tone} style={{ width: `${100 * share}%` }} />
              </span>
              {slug && score.correct < score.total && (
                <span className={styles.byCategoryLinks}>
                  <Link to={paths.studyCategoryMode.getHref(slug, 'practice')} aria-label={t('results.practiseTopicLabel', { topic: name })}>
                    {t('results.practiseTopic')}
                  </Link>
                  <Link to={paths.studyCategory.getHref(slug)} aria-label={t('results.studyTopicLabel', { topic: name })}>
                    {t('results.studyTopic')}
                  </Link>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
