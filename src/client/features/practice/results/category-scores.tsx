import { useTranslation } from 'react-i18next';
import { useCategoryNames } from '../../../lib/content/use-category-name';
import { NAMESPACE } from '../i18n';
import { scoreByCategory, type TestResult } from '../logic/test-result';
import styles from './results.module.css';

/** "Canadian History 3/5" for each category of the test: where to study next. */
export function CategoryScores({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  return (
    <section className={styles.byCategory} aria-labelledby="by-category-title">
      <h2 id="by-category-title" className={styles.byCategoryTitle}>
        {t('results.byCategoryTitle')}
      </h2>
      <dl className={styles.byCategoryList}>
        {scoreByCategory(result).map((score) => (
          <div key={score.category} className={styles.byCategoryRow}>
            <dt>{nameOf(score.category)}</dt>
            <dd>{t('results.categoryScore', { correct: score.correct, total: score.total })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
