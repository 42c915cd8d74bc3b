import {
  ANSWER_LETTERS,
  BALANCE_MAX_PERCENTAGE,
  BALANCE_MIN_PERCENTAGE,
  FIX_OVER_PERCENTAGE,
} from '../constants.js';
import type { AnswerDistribution, LetterShare, TrueFalseSplit } from '../contract/admin.js';
import type { AnswerLetter } from './answers.js';

export type { AnswerDistribution };
export type BalanceStatus = 'Too Low' | 'Too High' | 'Balanced';

const round1 = (n: number) => Math.round(n * 10) / 10;

export function computeDistribution(correctAnswers: readonly number[]): AnswerDistribution {
  const counts = [0, 0, 0, 0];
  for (const index of correctAnswers) counts[index] = (counts[index] ?? 0) + 1;
  const total = correctAnswers.length;
  const distribution = Object.fromEntries(
    ANSWER_LETTERS.map((letter, i) => [
      letter,
      { count: counts[i]!, percentage: total === 0 ? 0 : round1((100 * counts[i]!) / total) },
    ]),
  ) as Record<AnswerLetter, LetterShare>;
  return { total, distribution };
}

/** How many true/false questions are true (answer A) and false (answer B). */
export function computeTrueFalseSplit(correctAnswers: readonly number[]): TrueFalseSplit {
  const total = correctAnswers.length;
  const share = (count: number): LetterShare => ({ count, percentage: total === 0 ? 0 : round1((100 * count) / total) });
  const trueCount = correctAnswers.filter((a) => a === 0).length;
  return { total, true: share(trueCount), false: share(total - trueCount) };
}

export function balanceStatus(percentage: number): BalanceStatus {
  if (percentage < BALANCE_MIN_PERCENTAGE) return 'Too Low';
  if (percentage > BALANCE_MAX_PERCENTAGE) return 'Too High';
  return 'Balanced';
}

export function needsFix(result: AnswerDistribution): boolean {
  return result.total > 0 && ANSWER_LETTERS.some((l) => balanceStatus(result.distribution[l].percentage) !== 'Balanced');
}

export interface FixMove {
  index: number;
  to: number;
}

/**
 * Plans the smallest set of moves that brings every letter to an even share:
 * questions whose letter is over-represented (above FIX_OVER_PERCENTAGE, or above the even
 * share when some letter is too low) get their correct answer moved to the scarcest letter.
 * Returns, for each moved item (by its position in the input), the new correct index.
 */
export function planDistributionFix(correctAnswers: readonly number[]): FixMove[] {
  const total = correctAnswers.length;
  if (total === 0) return [];
  const counts = [0, 0, 0, 0];
  correctAnswers.forEach((i) => (counts[i]! += 1));
  const target = total / counts.length;
  const anyLow = counts.some((c) => (100 * c) / total < BALANCE_MIN_PERCENTAGE);
  const moves: FixMove[] = [];
  const positionsByLetter = counts.map((_, letter) =>
    correctAnswers.flatMap((answer, position) => (answer === letter ? [position] : [])),
  );
  const overLimit = (letter: number) =>
    (100 * counts[letter]!) / total > FIX_OVER_PERCENTAGE || (anyLow && counts[letter]! > Math.ceil(target));
  for (;;) {
    const from = counts.indexOf(Math.max(...counts));
    const to = counts.indexOf(Math.min(...counts));
    if (!overLimit(from) || counts[from]! - counts[to]! <= 1) break;
    const position = positionsByLetter[from]!.pop();
    if (position === undefined) break;
    moves.push({ index: position, to });
    counts[from]! -= 1;
    counts[to]! += 1;
  }
  return moves;
}
