import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { indexToLetter } from '@shared/rules/answers';
import { AnswerNotes } from './answer-notes';
import { OptionLetter } from './option-letter';
import { QuestionText } from './question-text';
import { QuestionTools } from './question-tools';
import { ReadAloud } from '../read-aloud/read-aloud';
import { SureOrNot } from './sure-or-not';
import { ReportProblem } from '../report-problem/report-problem';
import { useOtherLanguage } from './use-other-language';
import { useHelpTranslation } from '../help-language/help-translation';
import { CheckIcon, CrossIcon } from '../ui/icons';
import { correctOptionText, questionOptions, type Question } from '../../lib/content/question';
import { QUESTION_AND_OPTIONS, type Reading } from '../../lib/speech/utterances';
import { PRACTICE_QUESTION_NAMESPACE } from './i18n';
import styles from './practice-question.module.css';

interface Props {
  question: Question;
  chosen: number | null;
  /** The option chosen, and whether the learner said beforehand they were sure (undefined: not said). */
  onChoose: (option: number, sure: boolean | undefined) => void;
  /** Ask "Sure / Not sure" before the answer shows (topic practice; never in a test). */
  askSure?: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Per-question controls (report a problem once answered, listen). */
  tools?: ReactNode;
}

/**
 * One practice question. Once answered it is locked: the correct option gets a tick, a wrong
 * choice a cross (each with text), and the explanation and memory device appear.
 */
export function PracticeQuestion({ question: drawn, chosen, onChoose, askSure = false, headingRef, tools }: Props) {
  const { t } = useTranslation(PRACTICE_QUESTION_NAMESPACE);
  const { shown: question, lang, toggle } = useOtherLanguage(drawn);
  const locked = chosen !== null;
  const right = chosen === question.correct_answer;
  const [sure, setSure] = useState<boolean | undefined>(undefined);
  const help = useHelpTranslation(drawn, locked);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const wasLocked = useRef(locked);
  // On a phone the verdict and explanation appear below the options, often below the fold: the
  // answer just given brings them into view (an answer shown again on Previous does not scroll).
  useEffect(() => {
    if (locked && !wasLocked.current) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      feedbackRef.current?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    }
    wasLocked.current = locked;
  }, [locked]);
  // Once answered, the card also shows the answers, the explanation and the memory tip.
  const reading: Reading = locked
    ? { options: true, answers: [{ kind: 'yours', option: chosen }, ...(right ? [] : [{ kind: 'correct' as const, option: question.correct_answer }])], notes: true }
    : QUESTION_AND_OPTIONS;

  return (
    <div className={styles.card} lang={lang}>
      <div className={styles.head}>
        <span className={`${styles.chip} ${styles[question.difficulty_level]}`}>{t(`difficulty.${question.difficulty_level}`)}</span>
        <QuestionTools>
          {tools}
          {locked && <ReportProblem question={question} />}
          <ReadAloud question={question} lang={lang} reading={reading} />
          {toggle}
          {help.control}
        </QuestionTools>
      </div>
      <QuestionText question={question} level={3} headingRef={headingRef} className={styles.question} />
      {askSure && !locked && <SureOrNot sure={sure} onChange={setSure} />}
      <ul className={styles.options} aria-label={t('optionsLabel')}>
        {questionOptions(question).map((option) => {
          const isCorrect = option.index === question.correct_answer;
          const isChosen = option.index === chosen;
          const state = !locked ? '' : isCorrect ? styles.correct : isChosen ? styles.wrong : styles.dimmed;
          return (
            <li key={option.index}>
              <button
                type="button"
                className={`${styles.option} ${state}`}
                aria-disabled={locked}
                onClick={() => {
                  if (!locked) onChoose(option.index, sure);
                }}
              >
                <OptionLetter letter={option.letter} className={styles.letter} />
                <span className={styles.optionText}>
                  <span className="visually-hidden">{t('question.answerLabel', { ns: 'common', letter: option.letter })} </span>
                  {option.text}
                </span>
                {locked && (isCorrect || isChosen) && (
                  <span className={styles.verdict}>
                    {isCorrect ? <CheckIcon /> : <CrossIcon />}
                    {isChosen ? t(isCorrect ? 'yourAnswerCorrect' : 'yourAnswerWrong') : t('correctOption')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>

      {help.panel}
      <div aria-live="polite">
        {locked && (
          <div ref={feedbackRef} className={`${styles.feedback} ${right ? styles.feedbackCorrect : styles.feedbackWrong}`} data-testid="practice-feedback">
            <p className={styles.verdictLine}>
              {right ? <CheckIcon /> : <CrossIcon />}
              {right ? t('correct') : t('incorrect', { letter: indexToLetter(question.correct_answer), text: correctOptionText(question) })}
            </p>
            {sure === true && !right && <p className={styles.sureWrong}>{t('sure.sureWrong')}</p>}
            <AnswerNotes question={question} />
          </div>
        )}
      </div>
    </div>
  );
}
