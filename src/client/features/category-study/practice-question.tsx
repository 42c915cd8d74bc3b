import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { indexToLetter } from '@shared/rules/answers';
import { CheckIcon, CrossIcon } from '../../components/study-cards/icons';
import type { Question } from '../../lib/content/model';
import { NAMESPACE } from './i18n';
import styles from './practice-question.module.css';

/**
 * One practice question. Once answered it is locked: the correct option gets a tick, a wrong
 * choice a cross (each with text), and the explanation and memory device appear.
 */
export function PracticeQuestion({
  question,
  chosen,
  onChoose,
  headingRef,
}: {
  question: Question;
  chosen: number | null;
  onChoose: (option: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locked = chosen !== null;
  const correctLetter = indexToLetter(question.correctAnswer);

  return (
    <div className={styles.card}>
      <span className={`${styles.chip} ${styles[question.difficulty]}`}>{t(`difficulty.${question.difficulty}`)}</span>
      <h3 ref={headingRef} tabIndex={-1} className={styles.question}>
        {question.question}
      </h3>
      <ul className={styles.options} aria-label={t('practice.optionsLabel')}>
        {question.options.map((option, index) => {
          const isCorrect = index === question.correctAnswer;
          const isChosen = index === chosen;
          const state = !locked ? '' : isCorrect ? styles.correct : isChosen ? styles.wrong : styles.dimmed;
          return (
            <li key={index}>
              <button
                type="button"
                className={`${styles.option} ${state}`}
                aria-disabled={locked}
                onClick={() => {
                  if (!locked) onChoose(index);
                }}
              >
                <span className={styles.letter}>{indexToLetter(index)}</span>
                <span className={styles.optionText}>{option}</span>
                {locked && (isCorrect || isChosen) && (
                  <span className={styles.verdict}>
                    {isCorrect ? <CheckIcon /> : <CrossIcon />}
                    {isChosen ? t(isCorrect ? 'practice.yourAnswerCorrect' : 'practice.yourAnswerWrong') : t('practice.correctOption')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>

      <div aria-live="polite">
        {locked && (
          <div className={`${styles.feedback} ${chosen === question.correctAnswer ? styles.feedbackCorrect : styles.feedbackWrong}`} data-testid="practice-feedback">
            <p className={styles.verdictLine}>
              {chosen === question.correctAnswer ? <CheckIcon /> : <CrossIcon />}
              {chosen === question.correctAnswer
                ? t('practice.correct')
                : t('practice.incorrect', { letter: correctLetter, text: question.options[question.correctAnswer] })}
            </p>
            {question.explanation && (
              <div className={styles.note}>
                <p className={styles.noteLabel}>{t('practice.explanation')}</p>
                <p>{question.explanation}</p>
              </div>
            )}
            {question.memoryDevice && (
              <div className={`${styles.note} ${styles.memory}`}>
                <p className={styles.noteLabel}>{t('practice.memoryDevice')}</p>
                <p>{question.memoryDevice}</p>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
