import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerNotes } from '../../../components/question/answer-notes';
import { QuestionText } from '../../../components/question/question-text';
import { QuestionTools } from '../../../components/question/question-tools';
import { ReadAloud } from '../../../components/read-aloud/read-aloud';
import { ReportProblem } from '../../../components/report-problem/report-problem';
import { useOtherLanguage } from '../../../components/question/use-other-language';
import { useHelpTranslation } from '../../../components/help-language/help-translation';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { optionText } from '../../../lib/content/question';
import type { Reading } from '../../../lib/speech/utterances';
import { indexToLetter } from '@shared/rules/answers';
import { NAMESPACE } from '../i18n';
import type { ReviewItem } from '../logic/test-result';
import { QuestionProvenance } from './question-provenance';
import styles from './results.module.css';

function answerText(item: ReviewItem, index: number): string {
  return `${indexToLetter(index)}. ${optionText(item.question, index)}`;
}

export function ReviewQuestion({ item, number, tools }: { item: ReviewItem; number: number; tools?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const status = item.correct ? 'correct' : item.userAnswer === null ? 'unanswered' : 'incorrect';
  const { shown, lang, toggle } = useOtherLanguage(item.question);
  const question = { ...item, question: shown };
  const help = useHelpTranslation(item.question, true);
  const reading: Reading = {
    options: false,
    answers: [{ kind: 'yours', option: item.userAnswer }, ...(item.correct ? [] : [{ kind: 'correct' as const, option: item.question.correct_answer }])],
    notes: true,
  };

  return (
    <li className={`${styles.item} ${item.correct ? styles.itemCorrect : styles.itemWrong}`}>
      <div className={styles.itemHead}>
        <span className={styles.itemNumber}>{t('results.questionNumber', { number })}</span>
        <span className={`${styles.badge} ${item.correct ? styles.badgeCorrect : styles.badgeWrong}`}>
          {item.correct ? <CheckIcon size={16} /> : <CrossIcon size={16} />}
          {t(`results.${status}`)}
        </span>
        <QuestionTools>
          {tools}
          <ReportProblem question={shown} />
          <ReadAloud question={shown} lang={lang} reading={reading} />
          {toggle}
          {help.control}
        </QuestionTools>
      </div>
      <div lang={lang}>
      <QuestionText question={shown} level={3} id={`review-${number}`} className={styles.itemQuestion} />
      <dl className={styles.answers}>
        <div className={`${styles.answer} ${item.correct ? styles.answerRight : styles.answerWrong}`}>
          <dt>{t('results.yourAnswer')}</dt>
          <dd>
            <span className={styles.answerIcon}>{item.correct ? <CheckIcon size={18} /> : <CrossIcon size={18} />}</span>
            {item.userAnswer === null ? t('results.noAnswer') : answerText(question, item.userAnswer)}
          </dd>
        </div>
        {!item.correct && (
          <div className={`${styles.answer} ${styles.answerRight}`}>
            <dt>{t('results.correctAnswer')}</dt>
            <dd>
              <span className={styles.answerIcon}>
                <CheckIcon size={18} />
              </span>
              {answerText(question, item.question.correct_answer)}
            </dd>
          </div>
        )}
      </dl>
      <AnswerNotes question={shown} />
      <QuestionProvenance question={shown} />
      </div>
      {help.panel}
    </li>
  );
}
