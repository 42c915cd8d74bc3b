import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NAMESPACE } from '../i18n';
import { openQuestions, type TestInProgress } from '../logic/practice-reducer';
import styles from './submit-review.module.css';

interface Props {
  test: TestInProgress;
  onJump: (index: number) => void;
  onSubmit: () => void;
  onKeepWorking: () => void;
}

/** Before submitting with questions unanswered or flagged: what is open, each a way back. */
export function SubmitReview({ test, onJump, onSubmit, onKeepWorking }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const { unanswered, flagged } = openQuestions(test);
  useEffect(() => heading.current?.focus(), []);

  const list = (indexes: number[], labelKey: 'unanswered' | 'flagged') =>
    indexes.length > 0 && (
      <section className={styles.group} aria-labelledby={`review-${labelKey}`}>
        <h3 id={`review-${labelKey}`} className={styles.groupTitle}>
          {t(`review.${labelKey}`, { count: indexes.length })}
        </h3>
        <ul className={styles.links}>
          {indexes.map((index) => (
            <li key={index}>
              <button type="button" className={styles.link} onClick={() => onJump(index)}>
                {t('review.goTo', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <Card className={styles.card}>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t('review.title')}
      </h2>
      <p>{t('review.lead')}</p>
      {list(unanswered, 'unanswered')}
      {list(flagged, 'flagged')}
      <div className={styles.actions}>
        <Button size="lg" onClick={onSubmit}>
          {t('review.submit')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onKeepWorking}>
          {t('review.keepWorking')}
        </Button>
      </div>
    </Card>
  );
}
