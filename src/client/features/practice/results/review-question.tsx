import { useTranslation } from 'react-i18next';
import { ANSWER_LETTERS } from '@shared/constants';
import { NAMESPACE } from '../i18n';
import { BulbIcon, CrossIcon, TickIcon } from '../icons';
import type { ReviewItem } from '../logic/test-result';
import styles from './results.module.css';

function answerText(item: ReviewItem, index: number): string {
  return `${ANSWER_LETTERS[index] ?? ''}. ${item.options[index] ?? ''}`;
}

export function ReviewQuestion({ item, number }: { item: ReviewItem; number: number }) {
  const { t } = useTranslation(NAMESPACE);
  const status = item.correct ? 'correct' : item.userAnswer === null ? 'unanswered' : 'incorrect';
  const titleId = `review-${number}`;

  return (
    <li className={`${styles.item} ${item.correct ? styles.itemCorrect : styles.itemWrong}`}>
      <div className={styles.itemHead}>
        <span className={styles.itemNumber}>{t('results.questionNumber', { number })}</span>
        <span className={`${styles.badge} ${item.correct ? styles.badgeCorrect : styles.badgeWrong}`}>
          {item.correct ? <TickIcon size={16} /> : <CrossIcon size={16} />}
          {t(`results.${status}`)}
        </span>
      </div>
      <h3 id={titleId} className={styles.itemQuestion}>
        {item.question}
      </h3>
      <dl className={styles.answers}>
        <div className={`${styles.answer} ${item.correct ? styles.answerRight : styles.answerWrong}`}>
          <dt>{t('results.yourAnswer')}</dt>
          <dd>
            <span className={styles.answerIcon}>{item.correct ? <TickIcon size={18} /> : <CrossIcon size={18} />}</span>
            {item.userAnswer === null ? t('results.noAnswer') : answerText(item, item.userAnswer)}
          </dd>
        </div>
        {!item.correct && (
          <div className={`${styles.answer} ${styles.answerRight}`}>
            <dt>{t('results.correctAnswer')}</dt>
            <dd>
              <span className={styles.answerIcon}>
                <TickIcon size={18} />
              </span>
              {answerText(item, item.correctAnswer)}
            </dd>
          </div>
        )}
      </dl>
      {item.explanation && (
        <div className={styles.explanation}>
          <p className={styles.noteLabel}>{t('results.explanation')}</p>
          <p>{item.explanation}</p>
        </div>
      )}
      {item.memoryDevice && (
        <div className={styles.memory}>
          <span className={styles.memoryIcon}>
            <BulbIcon />
          </span>
          <div>
            <p className={styles.noteLabel}>{t('results.memoryDevice')}</p>
            <p>{item.memoryDevice}</p>
          </div>
        </div>
      )}
    </li>
  );
}
