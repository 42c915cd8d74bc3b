import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { Question } from '../../lib/content/question';
import { NAMESPACE } from './i18n';
import { canFinish, canGoNext, chosenAnswer, createPractice, isLastQuestion, practiceReducer, practiceScore, type PracticeState } from './practice-state';
import { answerAttempt, newAttemptId, type RoundAttempt } from '../../lib/learning/attempt';
import { recordAttempt, recordRound } from '../../lib/learning/record';
import { useLearning } from '../../lib/learning/use-learning';
import { roundOrder } from './round-order';
import { PracticeQuestion } from '../../components/question/practice-question';
import { PracticeSummary } from './practice-summary';
import { answerMs } from './answer-time';
import { afterNextPaint } from '../../lib/after-next-paint';
import styles from './category-practice.module.css';

/** A finished round of category practice, for the record (its answers were recorded one by one). */
function categoryRound(code: string, state: PracticeState, questions: readonly Question[], spentMs: number): Omit<RoundAttempt, 'kind' | 'id'> {
  const asked = state.order.map((i) => questions[i]!);
  return {
    at: Date.now(),
    mode: 'category',
    timing: null,
    category: code,
    questionIds: asked.map((q) => q.id),
    categories: asked.map((q) => q.category_code),
    choices: [...state.answers],
    right: asked.map((q, i) => state.answers[i] === q.correct_answer),
    versions: asked.map((q) => q.version ?? null),
    seconds: Math.round(spentMs / 1000),
  };
}

/** Practice mode: rounds of `roundSize` questions (last-time mistakes and unseen ones first), one locked answer each, a running score, a summary. */
export function CategoryPractice({ code, slug, roundSize, questions }: { code: string; slug: string; roundSize: number; questions: readonly Question[] }) {
  const { t } = useTranslation(NAMESPACE);
  const learning = useLearning();
  const nextRound = () =>
    roundOrder(
      questions.map((q) => q.id),
      learning.questions,
      roundSize,
    );
  const [state, dispatch] = useReducer(practiceReducer, undefined, () => createPractice(nextRound()));
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
  // The round's id is known from its first answer, so each answer recorded on the way belongs to it.
  const timing = useRef({ shownAt: 0, spentMs: 0, roundId: newAttemptId() });
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
        total={state.order.length}
        missed={state.order.map((i) => questions[i]!).filter((q, position) => state.answers[position] !== q.correct_answer)}
        code={code}
        slug={slug}
        headingRef={headingRef}
        onAgain={() => {
          timing.current = { shownAt: Date.now(), spentMs: 0, roundId: newAttemptId() };
          dispatch({ type: 'restart', order: nextRound() });
        }}
      />
    );
  }
  if (!question) return null;

  const current = state.position + 1;
  return (
    <div className={styles.practice}>
      <div className={styles.status}>
        <div className={styles.statusRow}>
          <p className={styles.position}>{t('practice.position', { current, total: state.order.length })}</p>
          <p className={styles.score} aria-live="polite" data-testid="practice-score">
            {score.answered > 0 ? t('practice.score', { correct: score.correct, answered: score.answered }) : ''}
          </p>
        </div>
        <ProgressBar value={(100 * current) / state.order.length} label={t('practice.progressLabel')} />
      </div>

      <PracticeQuestion
        key={state.position}
        question={question}
        chosen={chosen}
        askSure
        onChoose={(option, sure) => {
          if (chosen !== null) return;
          dispatch({ type: 'choose', option });
          const ms = answerMs(timing.current.shownAt, Date.now());
          timing.current.spentMs += ms;
          const at = Date.now();
          // The feedback first: the write and the re-render it causes come after the tap's frame.
          void afterNextPaint().then(() =>
            recordAttempt(
              answerAttempt(question, { at, ok: option === question.correct_answer, choice: option, mode: 'category', ms, round: timing.current.roundId, ...(sure === undefined ? {} : { sure }) }),
            ),
          );
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
              recordRound(categoryRound(code, state, questions, timing.current.spentMs), { answersRecorded: true, id: timing.current.roundId });
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
