import { PASS_PERCENTAGE } from '../constants.js';

export function scorePercentage(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * correct) / total);
}

/** 15 of 20 (75%) passes; shorter quizzes pass at the same share. */
export function isPassing(correct: number, total: number): boolean {
  return total > 0 && (100 * correct) / total >= PASS_PERCENTAGE;
}
