import { describe, expect, it } from 'vitest';
import {
  countMarks,
  createDeck,
  currentCard,
  deckReducer,
  isFirstCard,
  isLastCard,
  withMark,
  withoutMarks,
  type DeckAction,
  type DeckState,
} from './deck-state';

const run = (state: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, state);

describe('deck navigation', () => {
  it('starts on card 1 with the question side up', () => {
    const deck = createDeck(3);
    expect(deck).toEqual({ order: [0, 1, 2], position: 0, showAnswer: false, completed: false });
    expect(isFirstCard(deck)).toBe(true);
    expect(isLastCard(deck)).toBe(false);
  });

  it('flips between the question and the answer', () => {
    const deck = createDeck(2);
    expect(run(deck, { type: 'flip' }).showAnswer).toBe(true);
    expect(run(deck, { type: 'flip' }, { type: 'flip' }).showAnswer).toBe(false);
  });

  it('stops at both ends of the deck', () => {
    const deck = createDeck(2);
    expect(run(deck, { type: 'previous' })).toBe(deck);
    const last = run(deck, { type: 'next' });
    expect(last.position).toBe(1);
    expect(isLastCard(last)).toBe(true);
    expect(run(last, { type: 'next' })).toBe(last);
  });

  it('hides the answer when moving to another card', () => {
    const deck = run(createDeck(3), { type: 'flip' }, { type: 'next' });
    expect(deck).toMatchObject({ position: 1, showAnswer: false });
    expect(run(deck, { type: 'flip' }, { type: 'previous' })).toMatchObject({ position: 0, showAnswer: false });
  });

  it('advances after a mark, and completes the deck on the last card', () => {
    const deck = run(createDeck(2), { type: 'flip' }, { type: 'advance' });
    expect(deck).toMatchObject({ position: 1, showAnswer: false, completed: false });
    const done = run(deck, { type: 'flip' }, { type: 'advance' });
    expect(done).toMatchObject({ position: 1, showAnswer: false, completed: true });
    expect(run(done, { type: 'previous' }).completed).toBe(false);
    expect(run(done, { type: 'restart' })).toMatchObject({ position: 0, completed: false });
  });

  it('shuffling shows the new order from card 1 with the answer hidden', () => {
    const deck = run(createDeck(3), { type: 'next' }, { type: 'flip' }, { type: 'shuffle', order: [2, 0, 1] });
    expect(deck).toEqual({ order: [2, 0, 1], position: 0, showAnswer: false, completed: false });
    expect(currentCard(deck)).toBe(2);
  });

  it('restart returns to card 1 and keeps the order', () => {
    const deck = run(createDeck(3), { type: 'shuffle', order: [1, 2, 0] }, { type: 'next' }, { type: 'flip' }, { type: 'restart' });
    expect(deck).toEqual({ order: [1, 2, 0], position: 0, showAnswer: false, completed: false });
  });

  it('a growing deck keeps the card on show and adds the new cards at the end', () => {
    const deck = run(createDeck(2), { type: 'shuffle', order: [1, 0] }, { type: 'next' }, { type: 'flip' }, { type: 'grow', size: 4 });
    expect(deck).toEqual({ order: [1, 0, 2, 3], position: 1, showAnswer: true, completed: false });
    expect(run(deck, { type: 'grow', size: 3 })).toBe(deck);
    const done = run(createDeck(1), { type: 'advance' }, { type: 'grow', size: 2 });
    expect(done).toMatchObject({ position: 0, completed: false });
    expect(isLastCard(done)).toBe(false);
  });

  it('a card marked at the end of a deck whose other cards are on their way waits for them, then the deck moves on', () => {
    const waiting = run(createDeck(2), { type: 'next' }, { type: 'flip' }, { type: 'advance', moreComing: true });
    expect(waiting).toMatchObject({ position: 1, showAnswer: false, completed: false, awaiting: true });
    const grown = run(waiting, { type: 'grow', size: 5 });
    expect(grown).toEqual({ order: [0, 1, 2, 3, 4], position: 2, showAnswer: false, completed: false });
    // Going back meanwhile cancels the move: the cards arrive behind the learner.
    const back = run(waiting, { type: 'previous' }, { type: 'grow', size: 5 });
    expect(back).toEqual({ order: [0, 1, 2, 3, 4], position: 0, showAnswer: false, completed: false });
    // Without more to come the deck is done, as before.
    expect(run(createDeck(2), { type: 'next' }, { type: 'advance' })).toMatchObject({ completed: true });
  });

  it('leaves an empty deck alone', () => {
    const empty = createDeck(0);
    expect(currentCard(empty)).toBeUndefined();
    for (const type of ['flip', 'next', 'previous', 'advance'] as const) expect(deckReducer(empty, { type })).toBe(empty);
  });
});

describe('card marks', () => {
  it('marks, re-marks and counts per question id', () => {
    let marks = withMark({}, 'a', 'known');
    marks = withMark(marks, 'b', 'review');
    marks = withMark(marks, 'c', 'review');
    marks = withMark(marks, 'c', 'known');
    expect(countMarks(marks, ['a', 'b', 'c', 'd'])).toEqual({ known: 2, review: 1 });
    expect(countMarks(marks, ['b'])).toEqual({ known: 0, review: 1 });
  });

  it('keeps the same object when a mark does not change', () => {
    const marks = withMark({}, 'a', 'known');
    expect(withMark(marks, 'a', 'known')).toBe(marks);
  });

  it('clears only the given questions', () => {
    const marks = { a: 'known', b: 'review', c: 'known' } as const;
    expect(withoutMarks(marks, ['a', 'b'])).toEqual({ c: 'known' });
    expect(marks).toEqual({ a: 'known', b: 'review', c: 'known' });
  });
});

describe('a card marked to review again', () => {
  it('comes back a few cards later in the same session', () => {
    const deck = run(createDeck(10), { type: 'advance', again: true });
    expect(deck.order).toEqual([0, 1, 2, 3, 4, 0, 5, 6, 7, 8, 9]);
    expect(currentCard(deck)).toBe(1);
    const later = run(deck, ...Array.from({ length: 4 }, (): DeckAction => ({ type: 'advance' })));
    expect(currentCard(later)).toBe(0);
  });

  it('comes back at the end of a short deck, instead of the deck ending', () => {
    const deck = run(createDeck(2), { type: 'advance' }, { type: 'advance', again: true });
    expect(deck.completed).toBe(false);
    expect(currentCard(deck)).toBe(1);
    expect(run(deck, { type: 'advance' }).completed).toBe(true);
  });

  it('is not queued twice when it is coming up soon anyway', () => {
    const deck = run(createDeck(10), { type: 'advance', again: true });
    const back = run(deck, ...Array.from({ length: 4 }, (): DeckAction => ({ type: 'advance' })), { type: 'advance', again: true });
    expect(back.order.filter((i) => i === 0)).toHaveLength(3);
    expect(back.order.length).toBe(12);
  });
});
