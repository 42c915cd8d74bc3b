import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { findCategory } from '@shared/categories';
import { CategoryCard } from '../../components/category/category-card';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page, Section } from '../../components/ui/page';
import { StateView } from '../../components/ui/state-view';
import { paths } from '../../config/paths';
import { useCategoriesWithFallback } from '../../lib/content/use-categories-with-fallback';
import { useCategoryName } from '../../lib/content/use-category-name';
import { NAMESPACE } from './i18n';
import styles from './categories-page.module.css';
import { joinLabel } from '../../lib/i18n/format';

export function CategoriesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const filter = findCategory(params.get('filter') ?? '');
  // While loading, the bundled categories keep the final layout; a failure shows the error view (spec).
  const { categories, countsReady, query } = useCategoriesWithFallback({});
  const { isError, isFetching, refetch } = query;
  const filterName = useCategoryName(filter?.code);
  const shown = filter ? categories.filter((c) => c.code === filter.code) : categories;

  return (
    <Page title={t('title')} lead={t('lead')}>
      {filter && (
        <Alert
          tone="info"
          action={
            <ButtonLink to={paths.categories.getHref()} size="sm" variant="ghost">
              {t('showAll')}
            </ButtonLink>
          }
        >
          {t('filtered', { name: filterName })}
        </Alert>
      )}
      {isError ? (
        <StateView
          tone="error"
          title={t('error')}
          actions={
            <Button onClick={() => void refetch()} disabled={isFetching}>
              {t('tryAgain')}
            </Button>
          }
        />
      ) : (
        <div className={styles.grid} aria-busy={!countsReady}>
          {shown.map((category) => (
            <CategoryCard
              key={category.code}
              category={category}
              to={paths.studyCategory.getHref(category.slug)}
              highlighted={filter?.code === category.code}
              headingLevel={2}
              countLabel={countsReady ? t('count', { count: category.total_questions }) : undefined}
              footer={
                <>
                  <ButtonLink to={paths.studyCategory.getHref(category.slug)} size="sm" variant="ghost" aria-label={joinLabel(t('study'), category.name, i18n.language)}>
                    {t('study')}
                  </ButtonLink>
                  <ButtonLink
                    to={paths.practice.getHref({ category: category.code })}
                    size="sm"
                    variant="secondary"
                    aria-label={joinLabel(t('practice'), category.name, i18n.language)}
                  >
                    {t('practice')}
                  </ButtonLink>
                </>
              }
            />
          ))}
        </div>
      )}
      <Section title={t('quickLinks.title')} id="quick-links">
        <div className={styles.quick}>
          <ButtonLink to={paths.practice.getHref()}>{t('quickLinks.practice')}</ButtonLink>
          <ButtonLink to={paths.flashcards.getHref()} variant="secondary">
            {t('quickLinks.flashcards')}
          </ButtonLink>
          <ButtonLink to={paths.study.getHref()} variant="ghost">
            {t('quickLinks.study')}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}
