import { PASS_PERCENTAGE } from '../constants.js';

export function scorePercentage(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * correct) / total);
}

/** Correct answers needed to pass: 15 of 20, and the same 75% share for shorter quizzes. */
export function passMark(total: number): number {
  // The small epsilon keeps floating-point noise (e.g. 15.000000000000002) from adding a question.
  return Math.ceil((PASS_PERCENTAGE * total) / 100 - 1e-9);
}

/** 15 of 20 (75%) passes; shorter quizzes pass at the same share. */
export function isPassing(correct: number, total: number): boolean {
  return total > 0 && correct >= passMark(total);
}
