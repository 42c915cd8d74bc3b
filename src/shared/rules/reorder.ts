import { OPTION_COUNT } from '../constants.js';

export interface AnswerSet {
  options: string[];
  correctAnswer: number;
}

export function isPermutation(order: readonly number[], size = OPTION_COUNT): boolean {
  return order.length === size && [...order].sort((a, b) => a - b).every((v, i) => v === i);
}

/**
 * Reorders options so that new position i holds old option newOrder[i].
 * The correct answer follows its text.
 */
export function applyOrder(set: AnswerSet, newOrder: readonly number[]): AnswerSet {
  if (!isPermutation(newOrder, set.options.length)) {
    throw new RangeError('newOrder must be a permutation of the option positions');
  }
  return {
    options: newOrder.map((from) => set.options[from]!),
    correctAnswer: newOrder.indexOf(set.correctAnswer),
  };
}

/** Swaps the option at `index` with its neighbour (`direction` -1 up, +1 down). */
export function moveOption(set: AnswerSet, index: number, direction: -1 | 1): AnswerSet {
  const target = index + direction;
  if (target < 0 || target >= set.options.length) return set;
  const order = set.options.map((_, i) => i);
  order[index] = target;
  order[target] = index;
  return applyOrder(set, order);
}

/** Unbiased Fisher-Yates permutation of 0..size-1. */
export function randomOrder(size: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function shuffleAnswers(set: AnswerSet, random: () => number = Math.random): AnswerSet {
  return applyOrder(set, randomOrder(set.options.length, random));
}

/** An order that moves the correct answer to `targetIndex`, keeping the other options in their order. */
export function orderPlacingCorrectAt(set: AnswerSet, targetIndex: number): number[] {
  const others = set.options.map((_, i) => i).filter((i) => i !== set.correctAnswer);
  others.splice(targetIndex, 0, set.correctAnswer);
  return others;
}
