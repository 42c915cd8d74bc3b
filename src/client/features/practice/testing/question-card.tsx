import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_LETTERS } from '@shared/constants';
import type { Question } from '../../../lib/content/model';
import { NAMESPACE } from '../i18n';
import styles from './question-card.module.css';

interface Props {
  question: Question;
  /** The element saying "Question n of N", read with the question when focus moves to it. */
  positionId: string;
  selected: number | null;
  onSelect: (option: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One question with its lettered options: native radio buttons, so arrow keys, Space and
 * screen readers work as in any form; the label is the large tappable row.
 */
export function QuestionCard({ question, positionId, selected, onSelect, headingRef }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const headingId = `${id}-question`;
  return (
    <div className={styles.card}>
      {question.context && <p className={styles.context}>{question.context}</p>}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} aria-describedby={positionId} className={styles.question}>
        {question.question}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
        {question.options.map((option, index) => {
          const letter = ANSWER_LETTERS[index];
          const checked = selected === index;
          return (
            <label key={`${question.id}-${index}`} className={`${styles.option} ${checked ? styles.checked : ''}`}>
              <input
                type="radio"
                name={`${id}-answer`}
                value={index}
                checked={checked}
                onChange={() => onSelect(index)}
                className={styles.input}
              />
              <span className={styles.letter} aria-hidden="true">
                {letter}
              </span>
              <span className={styles.text}>
                <span className="visually-hidden">{t('testing.answerLabel', { letter })} </span>
                {option}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
