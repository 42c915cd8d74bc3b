import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionLetter } from '../../../components/question/option-letter';
import { QuestionText } from '../../../components/question/question-text';
import { QuestionTools } from '../../../components/question/question-tools';
import { ReadAloud } from '../../../components/read-aloud/read-aloud';
import { useOtherLanguage } from '../../../components/question/use-other-language';
import { questionOptions, type Question } from '../../../lib/content/question';
import { QUESTION_AND_OPTIONS } from '../../../lib/speech/utterances';
import styles from './question-card.module.css';

interface Props {
  question: Question;
  /** The element saying "Question n of N", read with the question when focus moves to it. */
  positionId: string;
  selected: number | null;
  onSelect: (option: number) => void;
  /** The answer was checked: the right option and a wrong choice show as such. */
  revealed?: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  tools?: ReactNode;
}

/**
 * One question with its lettered options: native radio buttons, so arrow keys, Space and
 * screen readers work as in any form; the label is the large tappable row.
 */
export function QuestionCard({ question, positionId, selected, onSelect, revealed = false, headingRef, tools }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-question`;
  const { shown, lang, toggle } = useOtherLanguage(question);
  return (
    <div className={styles.card} lang={lang}>
      <QuestionTools>
        {tools}
        <ReadAloud question={shown} lang={lang} reading={QUESTION_AND_OPTIONS} shortcut />
        {toggle}
      </QuestionTools>
      <QuestionText question={shown} level={2} id={headingId} headingRef={headingRef} describedBy={positionId} className={styles.question} />
      <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
        {questionOptions(shown).map((option) => {
          const checked = selected === option.index;
          const verdict = revealed ? (option.index === question.correct_answer ? styles.right : checked ? styles.wrong : '') : '';
          return (
            <label key={`${question.id}-${option.index}`} className={`${styles.option} ${checked ? styles.checked : ''} ${verdict}`}>
              <input
                type="radio"
                name={`${id}-answer`}
                value={option.index}
                checked={checked}
                onChange={() => onSelect(option.index)}
                className={styles.input}
              />
              <OptionLetter letter={option.letter} className={styles.letter} />
              <span className={styles.text}>
                <span className="visually-hidden">{t('question.answerLabel', { letter: option.letter })} </span>
                {option.text}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
