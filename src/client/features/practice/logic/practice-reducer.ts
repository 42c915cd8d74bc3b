import { optionText, type Question } from '../../../lib/content/question';
import type { Answers } from './test-result';

/** Why the start screen is shown again: the last load failed or found no questions. */
export type StartNotice = 'loadFailed' | 'noQuestions';

export type PracticeState =
  | { stage: 'start'; notice: StartNotice | null }
  | { stage: 'loading' }
  | { stage: 'testing'; questions: Question[]; answers: Answers; current: number; startedAt: number }
  | { stage: 'results' };

export type PracticeAction =
  | { type: 'start' }
  | { type: 'loaded'; questions: Question[]; startedAt: number }
  | { type: 'loadFailed' }
  | { type: 'select'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'finish' };

export const initialPracticeState: PracticeState = { stage: 'start', notice: null };

/**
 * The practice test as a state machine: start → loading → testing → results.
 * Answers live in one list indexed by question, so going back restores the earlier choice
 * and changing it simply overwrites that slot.
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
        questions: action.questions,
        answers: action.questions.map(() => null),
        current: 0,
        startedAt: action.startedAt,
      };
    case 'loadFailed':
      return state.stage === 'loading' ? { stage: 'start', notice: 'loadFailed' } : state;
    case 'select': {
      if (state.stage !== 'testing') return state;
      const question = state.questions[state.current];
      if (!question || optionText(question, action.option) === '') return state;
      const answers = state.answers.map((answer, index) => (index === state.current ? action.option : answer));
      return { ...state, answers };
    }
    case 'next':
      if (state.stage !== 'testing' || !canGoNext(state)) return state;
      return { ...state, current: state.current + 1 };
    case 'previous':
      if (state.stage !== 'testing' || state.current === 0) return state;
      return { ...state, current: state.current - 1 };
    case 'finish':
      return state.stage === 'testing' ? { stage: 'results' } : state;
  }
}

type Testing = Extract<PracticeState, { stage: 'testing' }>;

export const selectedAnswer = (state: Testing): number | null => state.answers[state.current] ?? null;
export const isLastQuestion = (state: Testing): boolean => state.current === state.questions.length - 1;
/** Next needs an answer; on the last question the same button finishes the test instead. */
export const canGoNext = (state: Testing): boolean => selectedAnswer(state) !== null && !isLastQuestion(state);
export const canFinish = (state: Testing): boolean => selectedAnswer(state) !== null && isLastQuestion(state);
