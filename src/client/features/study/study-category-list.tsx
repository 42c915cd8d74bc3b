import { useTranslation } from 'react-i18next';
import { CategoryCard } from '../../components/category/category-card';
import { ButtonLink } from '../../components/ui/button';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { paths } from '../../config/paths';
import type { Category } from '../../lib/content/category';
import type { MasteryView } from '../../lib/learning/use-mastery';
import { NAMESPACE } from './i18n';
import { studyEstimates } from './study-estimates';
import { useDuration } from './use-duration';
import styles from './study-page.module.css';
import { joinLabel } from '../../lib/i18n/format';

export function StudyCategoryList({
  categories,
  countsReady,
  mastery,
}: {
  categories: Category[];
  countsReady: boolean;
  mastery: MasteryView;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const duration = useDuration();
  return (
    <div className={styles.grid} aria-busy={!countsReady}>
      {categories.map((category) => {
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
                <SeenAndRight mastery={mastery.byCode.get(category.code)} total={category.total_questions} />
                <div className={styles.cardActions}>
                  <ButtonLink to={paths.studyCategoryByCode.getHref(category.code)} size="sm" variant="ghost" aria-label={joinLabel(t('categories.study'), category.name, i18n.language)}>
                    {t('categories.study')}
                  </ButtonLink>
                  <ButtonLink to={paths.studyCategoryMode.getHref(category.slug, 'practice')} size="sm" variant="secondary" aria-label={joinLabel(t('categories.practice'), category.name, i18n.language)}>
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
