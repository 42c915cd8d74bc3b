import { useTranslation } from 'react-i18next';
import { QUESTIONS_PER_TEST } from '@shared/constants';
import { paths, ROUND_SIZES } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { ArrowRightIcon, CheckIcon, FlipIcon } from '../../components/ui/icons';
import type { Question } from '../../lib/content/question';
import { Link } from 'react-router';
import { useCategories } from '../../lib/content/api';
import type { Category } from '../../lib/content/category';
import { useMastery } from '../../lib/learning/use-mastery';
import { difficultyBreakdown } from './difficulty-breakdown';
import { NAMESPACE } from './i18n';
import styles from './category-overview.module.css';
import { intlLocale } from '../../lib/i18n/languages';

const NO_CATEGORIES: readonly Category[] = [];

/** The overview mode. `questions` is undefined while they load: the layout is the same, numbers are placeholders. */
export function CategoryOverview({ code, slug, questions }: { code: string; slug: string; questions: readonly Question[] | undefined }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const category = useCategories().data?.find((c) => c.code === code);
  const mastery = useMastery(category ? [category] : NO_CATEGORIES);
  const total = questions?.length;
  const categoryMastery = mastery.byCode.get(code);
  const bankSize = category?.total_questions ?? total ?? 0;
  const lastAnswered = mastery.lastAnswered.get(code);
  const lastStudied = lastAnswered === undefined ? undefined : new Date(lastAnswered);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section aria-labelledby="modes-title">
          <h2 id="modes-title" className={styles.sectionTitle}>
            {t('overview.modesTitle')}
          </h2>
          {total === 0 && <p className={styles.empty}>{t('overview.noQuestions')}</p>}
          <div className={styles.modes}>
            <article className={styles.mode}>
              <span className={styles.modeIcon} aria-hidden="true">
                <FlipIcon />
              </span>
              <h3>{t('overview.flashcardsTitle')}</h3>
              <p>{t('overview.flashcardsBody')}</p>
              {/* Links, so the mode is in the address and a tap works before the scripts have loaded. */}
              {total !== 0 && <ButtonLink block to={paths.studyCategoryMode.getHref(slug, 'flashcards')}>
                {t('overview.startFlashcards')}
              </ButtonLink>}
            </article>
            <article className={styles.mode}>
              <span className={styles.modeIcon} aria-hidden="true">
                <CheckIcon />
              </span>
              <h3>{t('overview.practiceTitle')}</h3>
              <p>{t('overview.practiceBody')}</p>
              {total !== 0 && (<>
              <ButtonLink block variant="secondary" to={paths.studyCategoryMode.getHref(slug, 'practice')}>
                {t('overview.startPractice', { count: ROUND_SIZES[0] })}
              </ButtonLink>
              <Link className={styles.otherSize} to={paths.studyCategoryMode.getHref(slug, 'practice', ROUND_SIZES[1])}>
                {t('overview.longerRound', { count: ROUND_SIZES[1] })}
              </Link>
              </>)}
            </article>
          </div>
        </section>

        <section aria-labelledby="glance-title" className={styles.panel}>
          <h2 id="glance-title" className={styles.sectionTitle}>
            {t('overview.glanceTitle')}
          </h2>
          <div className={styles.glance}>
            <p className={styles.bigNumber}>
              <span className={styles.number} data-testid="question-count">
                {total ?? '–'}
              </span>
              <span className={styles.numberLabel}>{t('overview.questionsLabel')}</span>
            </p>
            <div className={styles.difficulty}>
              <h3 className={styles.smallTitle}>{t('overview.difficultyTitle')}</h3>
              <ul>
                {difficultyBreakdown(questions ?? []).map(({ difficulty, count }) => (
                  <li key={difficulty} className={styles.difficultyRow}>
                    <span className={styles.difficultyName}>{t(`difficulty.${difficulty}`)}</span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={`${styles.fill} ${styles[difficulty]}`} style={{ width: total ? `${(100 * count) / total}%` : 0 }} />
                    </span>
                    <span className={styles.difficultyCount}>
                      <span aria-hidden="true">{questions ? count : '–'}</span>
                      {questions && <span className="visually-hidden">{t('overview.difficultyLabel', { difficulty: t(`difficulty.${difficulty}`), count, total })}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </div>

      <aside className={styles.aside}>
        <section aria-labelledby="progress-title" className={styles.panel}>
          <h2 id="progress-title" className={styles.sectionTitle}>
            {t('overview.progressTitle')}
          </h2>
          <SeenAndRight mastery={categoryMastery} total={bankSize} />
          <p className={styles.progressMeta}>
            {lastStudied
              ? t('overview.lastStudied', { date: new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(lastStudied) })
              : t('overview.notStudied')}
          </p>
          <p className={styles.note}>
            {t('overview.progressNote')} <Link to={paths.progress.getHref()}>{t('overview.progressLink')}</Link>
          </p>
        </section>
        <section aria-labelledby="full-test-title" className={`${styles.panel} ${styles.fullTest}`}>
          <h2 id="full-test-title" className={styles.sectionTitle}>
            {t('overview.fullTestTitle')}
          </h2>
          <p>{t('overview.fullTestBody', { count: QUESTIONS_PER_TEST })}</p>
          <ButtonLink to={paths.practice.getHref({ category: code })} variant="primary" block>
            {t('overview.fullTestLink')}
            <ArrowRightIcon />
          </ButtonLink>
        </section>
      </aside>
    </div>
  );
}
