import { useTranslation } from 'react-i18next';
import { findCategory } from '@shared/categories';
import { QUESTIONS_PER_TEST } from '@shared/constants';
import { passMark } from '@shared/rules/scoring';
import { ButtonLink } from '../../components/ui/button';
import { SeenAndRight } from '../../components/ui/seen-and-right';
import { paths, ROUND_SIZES } from '../../config/paths';
import { useCategoryNames } from '../../lib/content/use-category-name';
import { seenOverall, type CategoryMastery, type Readiness } from '../../lib/learning/mastery';
import { NAMESPACE } from './i18n';
import type { HistoryEntry } from './score-chart';
import styles from './where-you-stand.module.css';

/** How sure the estimate is, in words: the headline never says more than the number does. */
function verdict(readiness: Readiness): 'likely' | 'close' | 'notYet' | 'unknown' {
  if (readiness.kind !== 'estimate') return 'unknown';
  return readiness.chance >= 0.8 ? 'likely' : readiness.chance >= 0.5 ? 'close' : 'notYet';
}

/**
 * The one card at the top of /progress: where the learner stands (the pass estimate, or the last
 * test while there is too little for one), how much of the bank they know, and the one next step.
 */
export function WhereYouStand({
  readiness,
  mastery,
  weakest,
  lastTest,
}: {
  readiness: Readiness;
  mastery: readonly CategoryMastery[];
  weakest: CategoryMastery | null;
  lastTest: HistoryEntry | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  const overall = seenOverall(mastery);
  const kind = verdict(readiness);
  const weakCategory = weakest ? findCategory(weakest.code) : undefined;
  const needed = passMark(QUESTIONS_PER_TEST);
  return (
    <section className={`${styles.card} ${styles[kind]}`} aria-labelledby="stand-title" data-testid="where-you-stand">
      <h2 id="stand-title" className={styles.title}>
        {t(`stand.${kind}`)}
      </h2>
      {readiness.kind === 'estimate' ? (
        <p className={styles.estimate} data-testid="readiness">
          {t('stand.chance', { percent: Math.round(100 * readiness.chance), score: Math.round(readiness.expectedScore), total: QUESTIONS_PER_TEST, needed })}
        </p>
      ) : (
        <p className={styles.estimate} data-testid="readiness">
          {lastTest && t(lastTest.passed ? 'stand.lastPassed' : 'stand.lastFailed', { correct: lastTest.correct, total: lastTest.total })}{' '}
          {t('stand.notEnough', { count: readiness.needed - readiness.answered })}
        </p>
      )}
      <SeenAndRight mastery={overall} total={overall.total} label={t('stand.bankLabel', { total: overall.total })} />
      {weakest && weakCategory && (
        <div className={styles.next}>
          <p className={styles.nextText}>{t('stand.weakest', { topic: nameOf(weakest.code) })}</p>
          <ButtonLink to={paths.studyCategoryMode.getHref(weakCategory.slug, 'practice')} size="lg">
            {t('stand.practiseWeakest', { topic: nameOf(weakest.code), count: ROUND_SIZES[0] })}
          </ButtonLink>
        </div>
      )}
      <details className={styles.how}>
        <summary>{t('stand.howTitle')}</summary>
        <p>{t('stand.how', { total: QUESTIONS_PER_TEST, needed })}</p>
      </details>
    </section>
  );
}
