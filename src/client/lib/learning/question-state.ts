import type { AnswerAttempt, Attempt, MarksClearedAttempt } from './attempt';
import { byTime } from './attempt';
import { review, type MemoryCard } from './memory';

type CardMark = 'known' | 'review';

/**
 * Everything derived about one question from its attempts: its review schedule (FSRS card),
 * counts, and the flashcard mark. Bounded by the bank, not by the log: one is written per answer.
 */
export interface QuestionState {
  questionId: string;
  /** The category of its latest answer. */
  category: string;
  seen: number;
  right: number;
  firstOk: boolean;
  firstAt: number;
  lastOk: boolean;
  lastAt: number;
  /** Answers given after a wrong answer to it, and how many of those were right. */
  afterMiss: number;
  rightAfterMiss: number;
  /** Wrong answers the learner said they were sure of. */
  sureWrong: number;
  lastSureWrongAt: number | null;
  card: MemoryCard | undefined;
  /** The latest flashcard mark, unless cleared since. */
  mark: CardMark | null;
  markAt: number;
  clearedAt: number;
}

export const newQuestionState = (questionId: string, category: string): QuestionState => ({
  questionId,
  category,
  seen: 0,
  right: 0,
  firstOk: false,
  firstAt: 0,
  lastOk: false,
  lastAt: 0,
  afterMiss: 0,
  rightAfterMiss: 0,
  sureWrong: 0,
  lastSureWrongAt: null,
  card: undefined,
  mark: null,
  markAt: 0,
  clearedAt: 0,
});

/** The state after one more answer, given in time order (a later one than the state has seen). */
export function withAnswer(state: QuestionState, answer: AnswerAttempt): QuestionState {
  const first = state.seen === 0;
  const next: QuestionState = {
    ...state,
    category: answer.category,
    seen: state.seen + 1,
    right: state.right + (answer.ok ? 1 : 0),
    firstOk: first ? answer.ok : state.firstOk,
    firstAt: first ? answer.at : state.firstAt,
    lastOk: answer.ok,
    lastAt: answer.at,
    afterMiss: state.afterMiss + (!first && !state.lastOk ? 1 : 0),
    rightAfterMiss: state.rightAfterMiss + (!first && !state.lastOk && answer.ok ? 1 : 0),
    card: review(state.card, answer.ok, answer.at, answer.sure === true && !answer.ok),
  };
  if (answer.sure === true && !answer.ok) {
    next.sureWrong += 1;
    next.lastSureWrongAt = answer.at;
  }
  if (answer.mode === 'flashcard' && answer.at > state.clearedAt) {
    next.mark = answer.ok ? 'known' : 'review';
    next.markAt = answer.at;
  }
  return next;
}

export function withMarksCleared(state: QuestionState, cleared: MarksClearedAttempt): QuestionState {
  if (cleared.at <= state.clearedAt) return state;
  return { ...state, clearedAt: cleared.at, mark: state.markAt > cleared.at ? state.mark : null };
}

/** Whether an attempt can be added to a state incrementally, or the question must be replayed from its attempts. */
export const isInOrder = (state: QuestionState | undefined, attempt: { at: number }) => !state || attempt.at >= Math.max(state.lastAt, state.markAt, state.clearedAt);

/** A question's state from all its attempts, in any order (sorted here): the same on every device. */
export function replayQuestion(questionId: string, attempts: readonly Attempt[], category = ''): QuestionState | undefined {
  const sorted = [...attempts].sort(byTime);
  let state: QuestionState | undefined;
  for (const attempt of sorted) {
    if (attempt.kind === 'answer' && attempt.questionId === questionId) state = withAnswer(state ?? newQuestionState(questionId, attempt.category), attempt);
    else if (attempt.kind === 'marks-cleared' && attempt.questionIds.includes(questionId)) state = withMarksCleared(state ?? newQuestionState(questionId, category), attempt);
  }
  return state;
}
