import { optionText, type Question } from '../../../lib/content/question';
import type { Answers } from './test-result';
import { extendClock, type TestClock } from './timing';

/** Why the start screen is shown again: the last load failed or found no questions. */
export type StartNotice = 'loadFailed' | 'noQuestions';

/** A test in progress: what is saved on the device at every change, and resumed from. */
export interface TestInProgress {
  questions: Question[];
  answers: Answers;
  flags: readonly boolean[];
  current: number;
  clock: TestClock;
}

export type PracticeState =
  | { stage: 'start'; notice: StartNotice | null }
  | { stage: 'loading' }
  | ({ stage: 'testing'; /** The review before submitting is open. */ reviewing: boolean } & TestInProgress)
  | { stage: 'results' };

export type PracticeAction =
  | { type: 'start' }
  | { type: 'loaded'; questions: Question[]; clock: TestClock }
  | { type: 'resume'; test: TestInProgress }
  | { type: 'loadFailed' }
  | { type: 'select'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  /** The question map: any question, answered or not. */
  | { type: 'jump'; index: number }
  | { type: 'toggleFlag' }
  | { type: 'extend' }
  | { type: 'review' }
  | { type: 'keepWorking' }
  | { type: 'finish' };

export const initialPracticeState: PracticeState = { stage: 'start', notice: null };

/**
 * The practice test as a state machine: start → loading → testing (⇄ review) → results.
 * Answers and flags live in lists indexed by question, so going back restores the earlier
 * choice and changing it simply overwrites that slot.
 */
export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'start':
      return state.stage === 'start' ? { stage: 'loading' } : state;
    case 'loaded':
      if (state.stage !== 'loading') return state;
      if (action.questions.length === 0) return { stage: 'start', notice: 'noQuestions' };
      return {
        stage: 'testing',
        reviewing: false,
        questions: action.questions,
        answers: action.questions.map(() => null),
        flags: action.questions.map(() => false),
        current: 0,
        clock: action.clock,
      };
    case 'resume':
      return state.stage === 'start' ? { stage: 'testing', reviewing: false, ...action.test } : state;
    case 'loadFailed':
      return state.stage === 'loading' ? { stage: 'start', notice: 'loadFailed' } : state;
    case 'finish':
      return state.stage === 'testing' ? { stage: 'results' } : state;
  }
  if (state.stage !== 'testing') return state;
  switch (action.type) {
    case 'select': {
      const question = state.questions[state.current];
      if (!question || optionText(question, action.option) === '') return state;
      return { ...state, answers: state.answers.map((answer, index) => (index === state.current ? action.option : answer)) };
    }
    case 'next':
      return canGoNext(state) ? { ...state, current: state.current + 1 } : state;
    case 'previous':
      return state.current === 0 ? state : { ...state, current: state.current - 1 };
    case 'jump':
      return action.index >= 0 && action.index < state.questions.length ? { ...state, current: action.index, reviewing: false } : state;
    case 'toggleFlag':
      return { ...state, flags: state.flags.map((flag, index) => (index === state.current ? !flag : flag)) };
    case 'extend': {
      const clock = extendClock(state.clock);
      return clock === state.clock ? state : { ...state, clock };
    }
    case 'review':
      return { ...state, reviewing: true };
    case 'keepWorking':
      return { ...state, reviewing: false };
  }
}

type Testing = Extract<PracticeState, { stage: 'testing' }>;

export const selectedAnswer = (state: Testing): number | null => state.answers[state.current] ?? null;
export const isLastQuestion = (state: Testing): boolean => state.current === state.questions.length - 1;
/** Next needs an answer; on the last question the same button finishes the test instead. */
export const canGoNext = (state: Testing): boolean => selectedAnswer(state) !== null && !isLastQuestion(state);
export const canFinish = (state: Testing): boolean => selectedAnswer(state) !== null && isLastQuestion(state);

/** Question numbers (0-based) still unanswered, and flagged for review. */
export function openQuestions(test: Pick<TestInProgress, 'answers' | 'flags'>): { unanswered: number[]; flagged: number[] } {
  const unanswered: number[] = [];
  const flagged: number[] = [];
  test.answers.forEach((answer, index) => {
    if (answer === null) unanswered.push(index);
    if (test.flags[index]) flagged.push(index);
  });
  return { unanswered, flagged };
}

/** Finishing submits at once when every question is answered and none is flagged; otherwise it reviews first. */
export const needsReview = (test: Pick<TestInProgress, 'answers' | 'flags'>): boolean => {
  const { unanswered, flagged } = openQuestions(test);
  return unanswered.length > 0 || flagged.length > 0;
};
