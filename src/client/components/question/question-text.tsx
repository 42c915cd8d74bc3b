import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../lib/content/question';
import styles from './question.module.css';

interface Props {
  question: Question;
  /** The heading level where the question sits on its screen. */
  level: 2 | 3;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Read with the question when focus moves to it (e.g. "Question 3 of 20"). */
  describedBy?: string;
  className?: string;
}

/** What comes before a question's text: its kind (true or false) and its optional context line. */
export function QuestionLead({ question }: { question: Question }) {
  const { t } = useTranslation();
  return (
    <>
      {question.type === 'true-false' && <p className={styles.kind}>{t('question.trueOrFalse')}</p>}
      {question.context && <p className={styles.context}>{question.context}</p>}
    </>
  );
}

/** A question's kind (true or false), its optional context line and its text, as a focusable heading. */
export function QuestionText({ question, level, id, headingRef, describedBy, className }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <QuestionLead question={question} />
      <Heading id={id} ref={headingRef} tabIndex={-1} aria-describedby={describedBy} className={className}>
        {question.question}
      </Heading>
    </>
  );
}
