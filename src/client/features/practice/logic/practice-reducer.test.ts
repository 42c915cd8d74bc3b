import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../../tests/support/builders';
import {
  canFinish,
  canGoNext,
  initialPracticeState,
  needsReview,
  openQuestions,
  practiceReducer,
  selectedAnswer,
  type PracticeAction,
  type PracticeState,
} from './practice-reducer';
import { startClock } from './timing';

const q = (id: string) => buildQuestionRecord(0, { id, question: `${id}?` });
const questions = [q('one'), q('two'), q('three')];
const run = (...actions: PracticeAction[]) => actions.reduce(practiceReducer, initialPracticeState);
const testing = (state: PracticeState) => {
  if (state.stage !== 'testing') throw new Error(`expected testing, got ${state.stage}`);
  return state;
};
const clock = startClock('standard', 1000);
const loaded: PracticeAction[] = [{ type: 'start' }, { type: 'loaded', questions, clock }];

describe('practiceReducer', () => {
  it('goes start → loading → testing with every answer empty', () => {
    expect(run({ type: 'start' })).toEqual({ stage: 'loading' });
    const state = testing(run(...loaded));
    expect(state).toMatchObject({ current: 0, clock, answers: [null, null, null], flags: [false, false, false], reviewing: false });
  });

  it('returns to start with a notice when loading fails or finds nothing', () => {
    expect(run({ type: 'start' }, { type: 'loadFailed' })).toEqual({ stage: 'start', notice: 'loadFailed' });
    expect(run({ type: 'start' }, { type: 'loaded', questions: [], clock })).toEqual({ stage: 'start', notice: 'noQuestions' });
  });

  it('keeps Next closed until an answer is chosen', () => {
    const state = testing(run(...loaded));
    expect(canGoNext(state)).toBe(false);
    expect(practiceReducer(state, { type: 'next' })).toBe(state);
    const answered = testing(practiceReducer(state, { type: 'select', option: 2 }));
    expect(canGoNext(answered)).toBe(true);
    expect(testing(practiceReducer(answered, { type: 'next' })).current).toBe(1);
  });

  it('does nothing on Previous at question 1', () => {
    const state = testing(run(...loaded));
    expect(practiceReducer(state, { type: 'previous' })).toBe(state);
  });

  it('restores the stored answer going back and lets it change', () => {
    let state = testing(
      run(...loaded, { type: 'select', option: 1 }, { type: 'next' }, { type: 'select', option: 3 }, { type: 'previous' }),
    );
    expect(state.current).toBe(0);
    expect(selectedAnswer(state)).toBe(1);
    state = testing(run(...loaded, { type: 'select', option: 1 }, { type: 'next' }, { type: 'select', option: 3 }, { type: 'previous' }, { type: 'select', option: 2 }, { type: 'next' }));
    expect(state.answers).toEqual([2, 3, null]);
    expect(selectedAnswer(state)).toBe(3);
  });

  it('ignores impossible options', () => {
    const state = testing(run(...loaded));
    expect(practiceReducer(state, { type: 'select', option: 4 })).toBe(state);
    expect(practiceReducer(state, { type: 'select', option: -1 })).toBe(state);
  });

  it('turns Next into Finish on the last question', () => {
    const state = testing(
      run(...loaded, { type: 'select', option: 0 }, { type: 'next' }, { type: 'select', option: 0 }, { type: 'next' }),
    );
    expect(state.current).toBe(2);
    expect(canFinish(state)).toBe(false);
    const answered = testing(practiceReducer(state, { type: 'select', option: 1 }));
    expect(canFinish(answered)).toBe(true);
    expect(canGoNext(answered)).toBe(false);
    expect(practiceReducer(answered, { type: 'next' })).toBe(answered);
    expect(practiceReducer(answered, { type: 'finish' })).toEqual({ stage: 'results' });
  });

  it('flags the current question, and the map jumps to any question', () => {
    const state = testing(run(...loaded, { type: 'toggleFlag' }, { type: 'jump', index: 2 }));
    expect(state).toMatchObject({ current: 2, flags: [true, false, false] });
    expect(practiceReducer(state, { type: 'jump', index: 3 })).toBe(state);
    expect(testing(practiceReducer(state, { type: 'toggleFlag' })).flags).toEqual([true, false, true]);
    expect(testing(run(...loaded, { type: 'toggleFlag' }, { type: 'toggleFlag' })).flags).toEqual([false, false, false]);
  });

  it('reviews before submitting while questions are unanswered or flagged', () => {
    const state = testing(run(...loaded, { type: 'select', option: 0 }, { type: 'toggleFlag' }, { type: 'jump', index: 2 }, { type: 'select', option: 1 }));
    expect(openQuestions(state)).toEqual({ unanswered: [1], flagged: [0] });
    expect(needsReview(state)).toBe(true);
    const reviewing = testing(practiceReducer(state, { type: 'review' }));
    expect(reviewing.reviewing).toBe(true);
    expect(testing(practiceReducer(reviewing, { type: 'keepWorking' })).reviewing).toBe(false);
    expect(testing(practiceReducer(reviewing, { type: 'jump', index: 1 }))).toMatchObject({ reviewing: false, current: 1 });
    expect(needsReview({ answers: [0, 1], flags: [false, false] })).toBe(false);
  });

  it('adds time only where the timing mode allows it', () => {
    expect(testing(run(...loaded, { type: 'extend' })).clock.limit).toBe(2400);
    const real: PracticeAction[] = [{ type: 'start' }, { type: 'loaded', questions, clock: startClock('real', 0) }];
    const state = testing(run(...real));
    expect(practiceReducer(state, { type: 'extend' })).toBe(state);
  });

  it('resumes a saved test only from the start screen', () => {
    const saved = { questions, answers: [1, null, null], flags: [false, true, false], current: 1, clock };
    expect(run({ type: 'resume', test: saved })).toEqual({ stage: 'testing', reviewing: false, ...saved });
    const state = testing(run(...loaded));
    expect(practiceReducer(state, { type: 'resume', test: saved })).toBe(state);
  });
});
