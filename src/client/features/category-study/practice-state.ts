/**
 * Category practice as pure transitions: questions in a shuffled order, one answer per
 * question that locks it, Next only once the question is answered, Previous restoring
 * the earlier (still revealed) answer.
 */
export interface PracticeState {
  /** Positions into the category's question list, in the order the learner sees them. */
  order: readonly number[];
  position: number;
  /** The chosen option per position; null while unanswered. */
  answers: readonly (number | null)[];
  finished: boolean;
}

export type PracticeAction =
  | { type: 'choose'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'finish' }
  | { type: 'restart'; order: readonly number[] };

export function createPractice(order: readonly number[]): PracticeState {
  return { order: [...order], position: 0, answers: order.map(() => null), finished: false };
}

export const chosenAnswer = (state: PracticeState): number | null => state.answers[state.position] ?? null;
export const isLocked = (state: PracticeState): boolean => chosenAnswer(state) !== null;
export const isLastQuestion = (state: PracticeState): boolean => state.position >= state.order.length - 1;
export const canGoNext = (state: PracticeState): boolean => isLocked(state) && !isLastQuestion(state);
export const canFinish = (state: PracticeState): boolean => isLocked(state) && isLastQuestion(state) && !state.finished;

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'choose': {
      if (state.finished || isLocked(state) || state.order.length === 0) return state;
      const answers = [...state.answers];
      answers[state.position] = action.option;
      return { ...state, answers };
    }
    case 'next':
      return canGoNext(state) ? { ...state, position: state.position + 1 } : state;
    case 'previous':
      return state.position > 0 && !state.finished ? { ...state, position: state.position - 1 } : state;
    case 'finish':
      return canFinish(state) ? { ...state, finished: true } : state;
    case 'restart':
      return createPractice(action.order);
  }
}

/** The running score: correct answers out of the questions answered so far. */
export function practiceScore(state: PracticeState, correctAnswers: readonly number[]): { correct: number; answered: number } {
  let correct = 0;
  let answered = 0;
  state.answers.forEach((answer, position) => {
    if (answer === null) return;
    answered += 1;
    const index = state.order[position];
    if (index !== undefined && correctAnswers[index] === answer) correct += 1;
  });
  return { correct, answered };
}
