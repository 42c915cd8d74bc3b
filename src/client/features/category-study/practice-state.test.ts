import { describe, expect, it } from 'vitest';
import {
  canFinish,
  canGoNext,
  chosenAnswer,
  createPractice,
  isLocked,
  practiceReducer,
  practiceScore,
  type PracticeAction,
  type PracticeState,
} from './practice-state';

const run = (state: PracticeState, ...actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
// Question i's correct option, for three questions shown in the order 2, 0, 1.
const correct = [1, 0, 3];
const start = () => createPractice([2, 0, 1]);

describe('category practice', () => {
  it('starts on the first question, unanswered', () => {
    const state = start();
    expect(state).toEqual({ order: [2, 0, 1], position: 0, answers: [null, null, null], finished: false });
    expect(isLocked(state)).toBe(false);
  });

  it('locks a question once an answer is chosen', () => {
    const state = run(start(), { type: 'choose', option: 2 }, { type: 'choose', option: 3 });
    expect(chosenAnswer(state)).toBe(2);
    expect(isLocked(state)).toBe(true);
  });

  it('moves on only after an answer', () => {
    const state = start();
    expect(canGoNext(state)).toBe(false);
    expect(run(state, { type: 'next' })).toBe(state);
    expect(run(state, { type: 'choose', option: 0 }, { type: 'next' }).position).toBe(1);
  });

  it('restores the earlier answer, still locked, when going back', () => {
    const state = run(start(), { type: 'choose', option: 3 }, { type: 'next' }, { type: 'choose', option: 1 }, { type: 'previous' });
    expect(state.position).toBe(0);
    expect(chosenAnswer(state)).toBe(3);
    expect(run(state, { type: 'choose', option: 0 })).toBe(state);
    expect(run(state, { type: 'previous' })).toBe(state);
  });

  it('keeps a running score of the answered questions', () => {
    // Position 0 shows question 2 (correct 3), position 1 question 0 (correct 1).
    const state = run(start(), { type: 'choose', option: 3 }, { type: 'next' }, { type: 'choose', option: 0 });
    expect(practiceScore(state, correct)).toEqual({ correct: 1, answered: 2 });
  });

  it('finishes only from the last question once it is answered', () => {
    let state = run(start(), { type: 'choose', option: 3 }, { type: 'finish' });
    expect(state.finished).toBe(false);
    state = run(state, { type: 'next' }, { type: 'choose', option: 1 }, { type: 'next' });
    expect(canFinish(state)).toBe(false);
    state = run(state, { type: 'choose', option: 0 });
    expect(canGoNext(state)).toBe(false);
    expect(canFinish(state)).toBe(true);
    state = run(state, { type: 'finish' });
    expect(state.finished).toBe(true);
    expect(practiceScore(state, correct)).toEqual({ correct: 3, answered: 3 });
    expect(run(state, { type: 'previous' })).toBe(state);
  });

  it('restarts with a new order and no answers', () => {
    const state = run(start(), { type: 'choose', option: 1 }, { type: 'restart', order: [1, 2, 0] });
    expect(state).toEqual({ order: [1, 2, 0], position: 0, answers: [null, null, null], finished: false });
  });

  it('ignores answers when there are no questions', () => {
    const empty = createPractice([]);
    expect(run(empty, { type: 'choose', option: 0 })).toBe(empty);
  });
});
