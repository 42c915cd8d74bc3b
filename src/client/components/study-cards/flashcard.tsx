import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerNotes } from '../question/answer-notes';
import { OptionLetter } from '../question/option-letter';
import { QuestionTools } from '../question/question-tools';
import { QuestionLead } from '../question/question-text';
import { ReadAloud } from '../read-aloud/read-aloud';
import { ReportProblem } from '../report-problem/report-problem';
import { useOtherLanguage } from '../question/use-other-language';
import { useHelpTranslation } from '../help-language/help-translation';
import { useCategoryName } from '../../lib/content/use-category-name';
import { correctOptionText, questionOptions, type Question } from '../../lib/content/question';
import { QUESTION_AND_OPTIONS, type Reading } from '../../lib/speech/utterances';
import { indexToLetter } from '@shared/rules/answers';
import type { CardMark } from './deck-state';
import { STUDY_CARDS_NAMESPACE } from './i18n';
import { CheckIcon, FlipIcon, RepeatIcon } from '../ui/icons';
import styles from './flashcard.module.css';

interface Props {
  question: Question;
  showAnswer: boolean;
  mark: CardMark | undefined;
  onFlip: () => void;
  /** Per-question controls for the answer side (report a problem, listen). */
  tools?: ReactNode;
  /** Shown on the question side under the options (the optional "how sure are you?"). */
  beforeAnswer?: ReactNode;
}

/**
 * One card with its two faces stacked in the same grid cell, so flipping never changes the
 * card's height. The hidden face is `visibility: hidden` (out of the accessibility tree);
 * the real control is the deck's Show Answer button, a click on the card is a pointer shortcut.
 */
export function Flashcard({ question: drawn, showAnswer, mark, onFlip, tools, beforeAnswer }: Props) {
  const { t } = useTranslation(STUDY_CARDS_NAMESPACE);
  const { shown: question, lang, toggle } = useOtherLanguage(drawn);
  const categoryName = useCategoryName(question.category_code);
  const help = useHelpTranslation(drawn, showAnswer);
  const answerSide: Reading = { options: false, answers: [{ kind: 'correct', option: question.correct_answer }], notes: true };
  const meta = (
    <div className={styles.meta}>
      <span className={styles.chip}>{categoryName}</span>
      <span className={`${styles.chip} ${styles[question.difficulty_level]}`}>{t(`difficulty.${question.difficulty_level}`)}</span>
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
          <div className={styles.backHead}>
            <p className={styles.side}>{t('questionSide')}</p>
            {/* Controls must not flip the card. */}
            <div onClick={(event) => event.stopPropagation()}>
              <QuestionTools>
                {showAnswer ? null : <ReadAloud question={question} lang={lang} reading={QUESTION_AND_OPTIONS} shortcut />}
                {showAnswer ? null : toggle}
                {showAnswer ? null : help.control}
              </QuestionTools>
            </div>
          </div>
          {meta}
          <div lang={lang}>
            <QuestionLead question={question} />
            <p className={styles.question}>{question.question}</p>
          </div>
          <ol className={styles.options} lang={lang}>
            {questionOptions(question).map((option) => (
              <li key={option.index} className={styles.option}>
                <OptionLetter letter={option.letter} className={styles.letter} />
                <span>{option.text}</span>
              </li>
            ))}
          </ol>
          {showAnswer ? null : <div onClick={(event) => event.stopPropagation()}>{help.panel}</div>}
          {showAnswer || !beforeAnswer ? null : <div onClick={(event) => event.stopPropagation()}>{beforeAnswer}</div>}
          <p className={styles.hint} aria-hidden="true">
            <FlipIcon /> {t('flipHint')}
          </p>
        </div>
        <div className={`${styles.face} ${styles.back} ${showAnswer ? styles.active : ''}`} data-testid="flashcard-answer">
          <div className={styles.backHead}>
            <p className={styles.side}>{t('answerSide')}</p>
            {/* Controls must not flip the card. */}
            <div onClick={(event) => event.stopPropagation()}>
              <QuestionTools>
                {showAnswer ? tools : null}
                {showAnswer ? <ReportProblem question={question} /> : null}
                {showAnswer ? <ReadAloud question={question} lang={lang} reading={answerSide} shortcut /> : null}
                {showAnswer ? toggle : null}
                {showAnswer ? help.control : null}
              </QuestionTools>
            </div>
          </div>
          {meta}
          <div lang={lang}>
          <p className={styles.questionSmall}>{question.question}</p>
          <div className={styles.answer}>
            <span className={styles.answerLabel}>
              <CheckIcon /> {t('correctAnswer')}
            </span>
            <p className={styles.answerText}>
              <OptionLetter letter={indexToLetter(question.correct_answer)} className={styles.letter} />
              <span>{correctOptionText(question)}</span>
            </p>
          </div>
          <AnswerNotes question={question} />
          </div>
          {showAnswer ? <div onClick={(event) => event.stopPropagation()}>{help.panel}</div> : null}
        </div>
      </div>
    </div>
  );
}
