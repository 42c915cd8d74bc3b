import { useTranslation } from 'react-i18next';
import { CategoryCard } from '../../components/category/category-card';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import type { Category } from '../../lib/content/category';
import { NAMESPACE } from './i18n';
import styles from './landing-page.module.css';

export function LandingCategories({ categories, countsReady }: { categories: Category[]; countsReady: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="categories-title">{t('categories.title')}</h2>
          <p className={styles.sectionLead}>{t('categories.lead')}</p>
        </div>
        <ButtonLink to={paths.categories.getHref()} variant="ghost">
          {t('categories.all')}
        </ButtonLink>
      </div>
      <div className={styles.grid} aria-busy={!countsReady}>
        {categories.map((category) => (
          <CategoryCard
            key={category.code}
            category={category}
            to={paths.studyCategory.getHref(category.slug)}
            countLabel={countsReady ? t('categories.count', { count: category.total_questions }) : undefined}
          />
        ))}
      </div>
    </section>
  );
}
