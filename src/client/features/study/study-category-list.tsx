import { useTranslation } from 'react-i18next';
import { CategoryCard } from '../../components/category/category-card';
import { ButtonLink } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { paths } from '../../config/paths';
import type { Category } from '../../lib/content/category';
import { masteryPercent, type MasteryView } from '../../lib/learning/use-mastery';
import { NAMESPACE } from './i18n';
import { studyEstimates } from './study-estimates';
import { useDuration } from './use-duration';
import styles from './study-page.module.css';
import { joinLabel } from '../../lib/i18n/format';

export function StudyCategoryList({
  categories,
  countsReady,
  mastery,
  practicePath,
}: {
  categories: Category[];
  countsReady: boolean;
  mastery: MasteryView;
  practicePath: (code: string) => string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const duration = useDuration();
  return (
    <div className={styles.grid} aria-busy={!countsReady}>
      {categories.map((category) => {
        const percent = masteryPercent(mastery.byCode.get(category.code));
        const estimate = studyEstimates(category.total_questions);
        return (
          <CategoryCard
            key={category.code}
            category={category}
            to={paths.studyCategoryByCode.getHref(category.code)}
            countLabel={countsReady ? t('categories.count', { count: category.total_questions }) : undefined}
            footer={
              <div className={styles.cardFooter}>
                <p className={styles.estimate}>
                  {countsReady ? t('categories.estimate', { time: duration(estimate.studyMinutes), sessions: estimate.practiceSessions }) : '\u00a0'}
                </p>
                <div className={styles.cardProgress}>
                  <ProgressBar value={percent} label={joinLabel(category.name, t('progress.category', { percent }), i18n.language)} />
                  <span className={styles.percent}>{t('progress.category', { percent })}</span>
                </div>
                <div className={styles.cardActions}>
                  <ButtonLink to={paths.studyCategoryByCode.getHref(category.code)} size="sm" variant="ghost" aria-label={joinLabel(t('categories.study'), category.name, i18n.language)}>
                    {t('categories.study')}
                  </ButtonLink>
                  <ButtonLink to={practicePath(category.code)} size="sm" variant="secondary" aria-label={joinLabel(t('categories.practice'), category.name, i18n.language)}>
                    {t('categories.practice')}
                  </ButtonLink>
                </div>
              </div>
            }
          />
        );
      })}
    </div>
  );
}
