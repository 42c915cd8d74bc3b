import { useTranslation } from 'react-i18next';
import { AnswerNotes } from '../../../components/question/answer-notes';
import { ANSWER_LETTERS } from '@shared/constants';
import { optionText, type Question } from '../../../lib/content/question';
import { NAMESPACE } from '../i18n';
import styles from './practice-testing.module.css';

/**
 * A drill's answer, once checked: right or not (with the right option), then the explanation and
 * the memory device. The verdict is a live region present from the start, so it is announced.
 */
export function DrillFeedback({ question, selected, revealed }: { question: Question; selected: number | null; revealed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const right = selected === question.correct_answer;
  return (
    <>
      <p role="status" className={`${styles.verdict} ${revealed ? (right ? styles.verdictRight : styles.verdictWrong) : ''}`}>
        {revealed && (right ? t('drill.right') : t('drill.wrong', { letter: ANSWER_LETTERS[question.correct_answer], text: optionText(question, question.correct_answer) }))}
      </p>
      {revealed && <AnswerNotes question={question} />}
    </>
  );
}
