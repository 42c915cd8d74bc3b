import { useTranslation } from 'react-i18next';
import { indexToLetter } from '@shared/rules/answers';
import type { Question } from '../../lib/content/model';
import type { CardMark } from './deck-state';
import { STUDY_CARDS_NAMESPACE } from './i18n';
import { CheckIcon, FlipIcon, RepeatIcon } from './icons';
import styles from './flashcard.module.css';

/**
 * One card with its two faces stacked in the same grid cell, so flipping never changes the
 * card's height. The hidden face is `visibility: hidden` (out of the accessibility tree);
 * the real control is the deck's Show Answer button, a click on the card is a pointer shortcut.
 */
export function Flashcard({ question, showAnswer, mark, onFlip }: { question: Question; showAnswer: boolean; mark: CardMark | undefined; onFlip: () => void }) {
  const { t } = useTranslation(STUDY_CARDS_NAMESPACE);
  const letter = indexToLetter(question.correctAnswer);
  const meta = (
    <div className={styles.meta}>
      <span className={styles.chip}>{t(`categories.${question.category}`, { ns: 'common', defaultValue: question.category })}</span>
      <span className={`${styles.chip} ${styles[question.difficulty]}`}>{t(`difficulty.${question.difficulty}`)}</span>
      {mark && (
        <span className={`${styles.chip} ${mark === 'known' ? styles.markKnown : styles.markReview}`}>
          {mark === 'known' ? <CheckIcon /> : <RepeatIcon />}
          {t(`marked.${mark}`)}
        </span>
      )}
    </div>
  );

  return (
    <div className={styles.scene} onClick={onFlip}>
      <div className={`${styles.card} ${showAnswer ? styles.flipped : ''}`}>
        <div className={`${styles.face} ${styles.front} ${showAnswer ? '' : styles.active}`} data-testid="flashcard-question">
          <p className={styles.side}>{t('questionSide')}</p>
          {meta}
          <p className={styles.question}>{question.question}</p>
          <ol className={styles.options}>
            {question.options.map((option, index) => (
              <li key={index} className={styles.option}>
                <span className={styles.letter}>{indexToLetter(index)}</span>
                <span>{option}</span>
              </li>
            ))}
          </ol>
          <p className={styles.hint} aria-hidden="true">
            <FlipIcon /> {t('flipHint')}
          </p>
        </div>
        <div className={`${styles.face} ${styles.back} ${showAnswer ? styles.active : ''}`} data-testid="flashcard-answer">
          <p className={styles.side}>{t('answerSide')}</p>
          {meta}
          <p className={styles.questionSmall}>{question.question}</p>
          <div className={styles.answer}>
            <span className={styles.answerLabel}>
              <CheckIcon /> {t('correctAnswer')}
            </span>
            <p className={styles.answerText}>
              <span className={styles.letter}>{letter}</span>
              <span>{question.options[question.correctAnswer]}</span>
            </p>
          </div>
          {question.explanation && (
            <div className={styles.note}>
              <p className={styles.noteLabel}>{t('explanation')}</p>
              <p>{question.explanation}</p>
            </div>
          )}
          {question.memoryDevice && (
            <div className={`${styles.note} ${styles.memory}`}>
              <p className={styles.noteLabel}>{t('memoryDevice')}</p>
              <p>{question.memoryDevice}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
