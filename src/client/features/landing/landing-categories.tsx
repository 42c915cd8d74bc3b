import { useTranslation } from 'react-i18next';
import { CategoryCard } from '../../components/category/category-card';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../app/paths';
import type { Category } from '../../lib/content/model';
import { NAMESPACE } from './i18n';
import styles from './landing-page.module.css';

const PLACEHOLDERS = 6;

export function LandingCategories({ categories }: { categories?: Category[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="categories-title">{t('categories.title')}</h2>
          <p className={styles.sectionLead}>{t('categories.lead')}</p>
        </div>
        <ButtonLink to={paths.categories} variant="ghost">
          {t('categories.all')}
        </ButtonLink>
      </div>
      <div className={styles.grid} aria-busy={!categories}>
        {categories
          ? categories.map((category) => (
              <CategoryCard
                key={category.code}
                category={category}
                to={paths.studyCategory(category.slug)}
                countLabel={t('categories.count', { count: category.questionCount })}
              />
            ))
          : Array.from({ length: PLACEHOLDERS }, (_, i) => <div key={i} className={styles.skeleton} aria-hidden="true" />)}
      </div>
      {!categories && <p className="visually-hidden" role="status">{t('categories.loading')}</p>}
    </section>
  );
}
