import { useTranslation } from 'react-i18next';
import { LANDING_FALLBACK_COUNTS } from '../../config/constants';
import { ButtonLink } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../config/paths';
import { useStats } from '../../lib/content/api';
import { useCategoriesWithFallback } from '../../lib/content/use-categories-with-fallback';
import { usePageTitle } from '../../lib/page-head';
import { NAMESPACE } from './i18n';
import { landingFigures } from './landing-figures';
import { HeroStats } from './hero-stats';
import { PreviewCard } from './preview-card';
import { LandingCategories } from './landing-categories';
import { FeatureList } from './feature-list';
import { PlanGlance } from '../../components/plan-glance/plan-glance';
import styles from './landing-page.module.css';

export function LandingPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(undefined);
  const { query: categories, countsReady, categories: shownCategories } = useCategoriesWithFallback(LANDING_FALLBACK_COUNTS);
  const stats = useStats();
  const figures = landingFigures({
    categories: categories.data,
    categoriesFailed: categories.isError,
    stats: stats.data,
    statsFailed: stats.isError,
  });

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
            <h1 id="hero-title" className={styles.title}>
              {t('hero.title')}
            </h1>
            <p className={styles.description}>{t('hero.description')}</p>
            <div className={styles.actions}>
              <ButtonLink to={paths.practice.getHref()} size="lg">
                {t('hero.start')}
              </ButtonLink>
              <ButtonLink to={paths.study.getHref()} size="lg" variant="secondary">
                {t('hero.study')}
              </ButtonLink>
            </div>
            <HeroStats figures={figures} />
          </div>
          <PreviewCard />
        </div>
      </section>

      <div className={styles.content}>
        {figures.usingFallback && <Alert tone="warning">{t('fallbackNotice')}</Alert>}
        <PlanGlance className={styles.plan} />
        <LandingCategories categories={shownCategories} countsReady={countsReady} />
        <FeatureList />
        <section className={styles.cta} aria-labelledby="cta-title">
          <h2 id="cta-title">{t('cta.title')}</h2>
          <p>{t('cta.body')}</p>
          <ButtonLink to={paths.practice.getHref()} size="lg" className={styles.ctaButton}>
            {t('cta.button')}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
