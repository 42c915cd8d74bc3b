import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { randomOrder } from '@shared/rules/reorder';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { Question } from '../../lib/content/question';
import { NAMESPACE } from './i18n';
import { canFinish, canGoNext, chosenAnswer, createPractice, isLastQuestion, practiceReducer, practiceScore, type PracticeState } from './practice-state';
import { isPassing } from '@shared/rules/scoring';
import { recordAnswers } from '../../lib/learning/record';
import type { TestRecord } from '../../lib/storage/learning-records';
import { PracticeQuestion } from './practice-question';
import { PracticeSummary } from './practice-summary';
import { answerMs } from './answer-time';
import styles from './category-practice.module.css';

const shuffledPractice = (count: number) => createPractice(randomOrder(count));

/** A finished round of category practice, for the history (its answers were recorded one by one). */
function categoryRound(code: string, state: PracticeState, questions: readonly Question[], spentMs: number): TestRecord {
  const asked = state.order.map((i) => questions[i]!);
  const right = asked.map((q, i) => state.answers[i] === q.correct_answer);
  const correct = right.filter(Boolean).length;
  return {
    completedAt: new Date().toISOString(),
    mode: 'category',
    timing: null,
    category: code,
    correct,
    total: asked.length,
    timeSpent: Math.round(spentMs / 1000),
    passed: isPassing(correct, asked.length),
    byCategory: { [code]: [correct, asked.length] },
    questionIds: asked.map((q) => q.id),
    answers: [...state.answers],
    right,
  };
}

/** Practice mode: the category's questions shuffled, one locked answer each, a running score. */
export function CategoryPractice({ code, questions, onOverview }: { code: string; questions: readonly Question[]; onOverview: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [state, dispatch] = useReducer(practiceReducer, questions.length, shuffledPractice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const index = state.order[state.position];
  const question = index === undefined ? undefined : questions[index];
  const score = practiceScore(
    state,
    questions.map((q) => q.correct_answer),
  );
  const chosen = chosenAnswer(state);
  // The round's time: each question from when it shows unanswered to its answer (answerMs).
  // Taken when the question is put on the page, not in a later effect that may wait for a frame.
  const timing = useRef({ shownAt: 0, spentMs: 0 });
  useLayoutEffect(() => {
    if (chosen === null) timing.current.shownAt = Date.now();
  }, [state.position, state.order, chosen]);

  // A new question (or the summary) takes focus so that screen readers start reading there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.position, state.finished]);

  if (state.finished) {
    return (
      <PracticeSummary
        correct={score.correct}
        total={questions.length}
        code={code}
        headingRef={headingRef}
        onAgain={() => {
          timing.current = { shownAt: Date.now(), spentMs: 0 };
          dispatch({ type: 'restart', order: randomOrder(questions.length) });
        }}
        onOverview={onOverview}
      />
    );
  }
  if (!question) return null;

  const current = state.position + 1;
  return (
    <div className={styles.practice}>
      <div className={styles.status}>
        <div className={styles.statusRow}>
          <p className={styles.position}>{t('practice.position', { current, total: questions.length })}</p>
          <p className={styles.score} aria-live="polite" data-testid="practice-score">
            {t('practice.score', { correct: score.correct, answered: score.answered })}
          </p>
        </div>
        <ProgressBar value={(100 * current) / questions.length} label={t('practice.progressLabel')} />
      </div>

      <PracticeQuestion
        key={state.position}
        question={question}
        chosen={chosen}
        onChoose={(option) => {
          if (chosen !== null) return;
          dispatch({ type: 'choose', option });
          timing.current.spentMs += answerMs(timing.current.shownAt, Date.now());
          void recordAnswers([{ id: question.id, category: question.category_code, ok: option === question.correct_answer, choice: option, at: Date.now(), mode: 'category' }]);
        }}
        headingRef={headingRef}
      />

      <div className={styles.nav}>
        <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={() => dispatch({ type: 'previous' })} disabled={state.position === 0}>
          {t('practice.previous')}
        </Button>
        {chosen === null && <p className={styles.hint}>{t('practice.chooseHint')}</p>}
        {isLastQuestion(state) ? (
          <Button
            onClick={() => {
              if (!canFinish(state)) return;
              dispatch({ type: 'finish' });
              void recordAnswers([], categoryRound(code, state, questions, timing.current.spentMs));
            }}
            disabled={!canFinish(state)}
          >
            {t('practice.finish')}
          </Button>
        ) : (
          <Button onClick={() => dispatch({ type: 'next' })} disabled={!canGoNext(state)}>
            {t('practice.next')}
            <ArrowRightIcon />
          </Button>
        )}
      </div>
    </div>
  );
}
