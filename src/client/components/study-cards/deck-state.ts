/**
 * The state of a flashcard deck as plain data and pure transitions, so the deck's rules
 * (ends of the deck, marking advances, shuffling and resetting return to card 1 with the
 * answer hidden) are testable without rendering.
 */
export interface DeckState {
  /** Positions into the deck's question list, in the order the learner sees them. */
  order: readonly number[];
  position: number;
  showAnswer: boolean;
  /** Set when the last card has been marked: the learner went through the whole deck. */
  completed: boolean;
  /** Set when the last card arrived so far was marked while more cards are on their way: the deck moves on when they arrive. */
  awaiting?: true;
}

export type DeckAction =
  | { type: 'flip' }
  | { type: 'next' }
  | { type: 'previous' }
  /**
   * After a mark: the next card, question side up; on the last card the deck is completed. A card
   * marked "Need Review" (`again`) comes back a few cards later in the same session.
   */
  | { type: 'advance'; again?: boolean; moreComing?: boolean }
  | { type: 'shuffle'; order: readonly number[] }
  | { type: 'restart' }
  /** More cards arrived (a preview deck became the full deck): they go at the end, nothing else moves. */
  | { type: 'grow'; size: number };

export function createDeck(size: number): DeckState {
  return { order: Array.from({ length: size }, (_, i) => i), position: 0, showAnswer: false, completed: false };
}

const lastPosition = (state: DeckState) => Math.max(0, state.order.length - 1);

export function isFirstCard(state: DeckState): boolean {
  return state.position <= 0;
}

export function isLastCard(state: DeckState): boolean {
  return state.position >= lastPosition(state);
}

/** The index into the question list of the card on show (undefined for an empty deck). */
export function currentCard(state: DeckState): number | undefined {
  return state.order[state.position];
}

function moveTo(state: DeckState, position: number): DeckState {
  const clamped = Math.min(Math.max(0, position), lastPosition(state));
  if (clamped === state.position) return state;
  return { ...state, position: clamped, showAnswer: false, completed: false };
}

/** The state without a pending move to the next card: any other step of the learner's replaces it. */
function settled(state: DeckState): DeckState {
  const { awaiting, ...rest } = state;
  return awaiting ? rest : state;
}

export function deckReducer(current: DeckState, action: DeckAction): DeckState {
  const state = action.type === 'grow' ? current : settled(current);
  switch (action.type) {
    case 'flip':
      return state.order.length === 0 ? state : { ...state, showAnswer: !state.showAnswer };
    case 'next':
      return moveTo(state, state.position + 1);
    case 'previous':
      return moveTo(state, state.position - 1);
    case 'advance': {
      if (state.order.length === 0) return state;
      const requeued = action.again ? requeue(state) : state;
      if (!isLastCard(requeued)) return moveTo(requeued, requeued.position + 1);
      return action.moreComing ? { ...requeued, showAnswer: false, awaiting: true } : { ...requeued, showAnswer: false, completed: true };
    }
    case 'shuffle':
      return { order: [...action.order], position: 0, showAnswer: false, completed: false };
    case 'restart':
      return { ...state, position: 0, showAnswer: false, completed: false };
    case 'grow': {
      if (action.size <= state.order.length) return state;
      const grown = { ...settled(state), order: [...state.order, ...Array.from({ length: action.size - state.order.length }, (_, i) => state.order.length + i)], completed: false };
      return state.awaiting ? moveTo(grown, grown.position + 1) : grown;
    }
  }
}

/** A card to review again comes back after this many others (or at the end of a shorter deck). */
const AGAIN_AFTER = 4;

/** The current card shown again later in the order, unless it is coming up soon anyway. */
function requeue(state: DeckState): DeckState {
  const card = state.order[state.position]!;
  const comingUp = state.order.indexOf(card, state.position + 1);
  if (comingUp !== -1 && comingUp <= state.position + AGAIN_AFTER + 1) return state;
  const at = Math.min(state.position + AGAIN_AFTER + 1, state.order.length);
  return { ...state, order: [...state.order.slice(0, at), card, ...state.order.slice(at)] };
}

export type CardMark = 'known' | 'review';
/** Marks per question id; kept in memory only (docs/spec.md §3). */
export type CardMarks = Readonly<Record<string, CardMark>>;

export function withMark(marks: CardMarks, questionId: string, mark: CardMark): CardMarks {
  return marks[questionId] === mark ? marks : { ...marks, [questionId]: mark };
}

export function withoutMarks(marks: CardMarks, questionIds: readonly string[]): CardMarks {
  const next: Record<string, CardMark> = { ...marks };
  for (const id of questionIds) delete next[id];
  return next;
}

/** How many of the given questions are marked known and how many to review. */
export function countMarks(marks: CardMarks, questionIds: readonly string[]): { known: number; review: number } {
  let known = 0;
  let review = 0;
  for (const id of questionIds) {
    if (marks[id] === 'known') known += 1;
    else if (marks[id] === 'review') review += 1;
  }
  return { known, review };
}
