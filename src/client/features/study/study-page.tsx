import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUICK_QUIZ_QUESTIONS, STUDY_FALLBACK_COUNTS } from '../../config/constants';
import { Page, Section } from '../../components/ui/page';
import { Alert } from '../../components/ui/alert';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { seenOverall } from '../../lib/learning/mastery';
import { paths } from '../../config/paths';
import { officialLinks } from '../../config/official-links';
import { useLang } from '../../lib/i18n/use-lang';
import { useCategoriesWithFallback } from '../../lib/content/use-categories-with-fallback';
import { useMastery } from '../../lib/learning/use-mastery';
import { NAMESPACE } from './i18n';
import { QuickOptions } from './quick-options';
import { LessonsRead } from '../../components/lesson-progress/lessons-read';
import { PlanGlance } from '../../components/plan-glance/plan-glance';
import { StudyCategoryList } from './study-category-list';
import { useDuration } from './use-duration';
import { studyEstimates } from './study-estimates';
import styles from './study-page.module.css';

const QUICK_QUIZ_PATH = paths.practiceTest.getHref({ questions: QUICK_QUIZ_QUESTIONS, random: true });


export function StudyPage() {
  const { t } = useTranslation(NAMESPACE);
  const links = officialLinks(useLang());
  const { categories, usingFallback, countsReady } = useCategoriesWithFallback(STUDY_FALLBACK_COUNTS);
  const mastery = useMastery(categories);
  const duration = useDuration();
  const overall = seenOverall(mastery.byCode.values());
  const total = categories.reduce((sum, c) => sum + c.total_questions, 0);
  const totals = studyEstimates(total);

  return (
    <Page title={t('title')} lead={t('lead')}>
      {usingFallback && <Alert tone="warning">{t('fallbackNotice')}</Alert>}
      <Section title={t('progress.title')} id="progress-title">
        <div className={styles.progressCard}>
          <SeenAndRight mastery={overall} total={total} label={t('progress.label', { total })} />
          <p className={styles.muted}>
            {overall.answered === 0 ? t('progress.none') : t('progress.how')} <Link to={paths.progress.getHref()}>{t('progress.link')}</Link>
          </p>
          <LessonsRead className={styles.muted} />
          <PlanGlance className={styles.plan} />
        </div>
      </Section>
      <Section title={t('quick.title')} id="quick-title">
        <QuickOptions quickQuizPath={QUICK_QUIZ_PATH} />
      </Section>
      <Section title={t('categories.title')} id="categories-title">
        <StudyCategoryList categories={categories} countsReady={countsReady} mastery={mastery} />
        <p className={styles.muted} aria-busy={!countsReady}>
          {countsReady ? t('totals', { questions: total, time: duration(totals.studyMinutes), tests: totals.practiceTests }) : '\u00a0'}
        </p>
      </Section>
      <Section title={t('more.title')} id="more-title">
        <ul className={styles.links}>
          <li>
            <a href={links.guide} target="_blank" rel="noopener noreferrer">
              {t('more.officialGuide')}
            </a>
          </li>
          <li>
            <Link to={paths.categories.getHref()}>{t('more.categories')}</Link>
          </li>
          <li>
            <Link to={paths.practice.getHref()}>{t('more.practice')}</Link>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
