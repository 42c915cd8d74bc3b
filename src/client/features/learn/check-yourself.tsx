import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useQuestions } from '../../lib/content/api';
import type { Question } from '../../lib/content/question';
import { afterNextPaint } from '../../lib/after-next-paint';
import { answerAttempt } from '../../lib/learning/attempt';
import { recordAttempt } from '../../lib/learning/record';
import { useLearning } from '../../lib/learning/use-learning';
import { LearnThisShown } from '../../components/question/lesson-links';
import { PracticeQuestion } from '../../components/question/practice-question';
import { checkQuestions } from './chapter-progress';
import { NAMESPACE } from './i18n';
import styles from './chapter.module.css';

/** One check question, answered in place and recorded like any other answer. */
function CheckQuestion({ question }: { question: Question }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <PracticeQuestion
      question={question}
      chosen={chosen}
      headingRef={headingRef}
      onChoose={(option) => {
        if (chosen !== null) return;
        setChosen(option);
        const at = Date.now();
        void afterNextPaint().then(() =>
          recordAttempt(answerAttempt(question, { at, ok: option === question.correct_answer, choice: option, mode: 'lesson', ms: at - shownAt.current })),
        );
      }}
    />
  );
}

/**
 * "Check yourself" at the end of a section: three of the bank's questions about it (what is not
 * yet known first), asked on request so the lesson reads first, with the explanation after each.
 */
export function CheckYourself({ questionIds, sectionTitle, headingId }: { questionIds: readonly string[]; sectionTitle: string; headingId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const learning = useLearning();
  const [asked, setAsked] = useState<string[] | null>(null);
  const { data, isError, refetch } = useQuestions({ ids: asked ?? [] }, asked !== null);
  if (questionIds.length === 0) return null;
  return (
    <section className={styles.check} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.checkTitle}>
        {t('check.title')}
        <span className="visually-hidden">: {sectionTitle}</span>
      </h3>
      {asked === null ? (
        <>
          <p className={styles.checkLead}>{t('check.lead', { count: Math.min(3, questionIds.length) })}</p>
          <Button variant="secondary" onClick={() => setAsked(checkQuestions(questionIds, learning.questions))}>
            {t('check.start')}
          </Button>
        </>
      ) : isError ? (
        <p role="alert">
          {t('check.failed')}{' '}
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('check.retry')}
          </Button>
        </p>
      ) : !data ? (
        <p aria-live="polite">{t('check.loading')}</p>
      ) : (
        <LearnThisShown.Provider value={false}>
          <ol className={styles.checkList}>
            {data.map((question) => (
              <li key={question.id}>
                <CheckQuestion question={question} />
              </li>
            ))}
          </ol>
        </LearnThisShown.Provider>
      )}
    </section>
  );
}
