import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { ReviewItem } from '../logic/test-result';
import { ReviewQuestion } from './review-question';
import styles from './results.module.css';

type Filter = 'all' | 'missed';

/** Every question of the test with the learner's answer, the right one, the explanation and the memory tip. */
export function AnswerReview({ questions }: { questions: ReviewItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<Filter>('all');
  const missed = questions.filter((q) => !q.correct).length;
  const shown = questions.map((item, index) => ({ item, number: index + 1 })).filter(({ item }) => filter === 'all' || !item.correct);

  return (
    <section className={styles.review} aria-labelledby="review-title">
      <div className={styles.reviewHead}>
        <h2 id="review-title" className={styles.reviewTitle}>
          {t('results.reviewTitle')}
        </h2>
        <div className={styles.filter} role="group" aria-label={t('results.filterLabel')}>
          {(['all', 'missed'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.filterButton}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {value === 'all' ? t('results.filterAll', { count: questions.length }) : t('results.filterMissed', { count: missed })}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className={styles.noneMissed}>{t('results.noneMissed')}</p>
      ) : (
        <ol className={styles.reviewList}>
          {shown.map(({ item, number }) => (
            <ReviewQuestion key={item.question.id} item={item} number={number} />
          ))}
        </ol>
      )}
    </section>
  );
}
