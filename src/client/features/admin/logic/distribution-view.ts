import { ANSWER_LETTERS } from '@shared/constants';
import type { AnswerLetter } from '@shared/rules/answers';
import { balanceStatus, type AnswerDistribution, type BalanceStatus } from '@shared/rules/distribution';

export interface LetterRow {
  letter: AnswerLetter;
  count: number;
  percentage: number;
  status: BalanceStatus;
}

export function letterRows(result: AnswerDistribution): LetterRow[] {
  return ANSWER_LETTERS.map((letter) => {
    const { count, percentage } = result.distribution[letter];
    return { letter, count, percentage, status: balanceStatus(percentage) };
  });
}

export function balancedLetterCount(rows: readonly LetterRow[]): number {
  return rows.filter((row) => row.status === 'Balanced').length;
}

export interface Recommendation {
  kind: 'reduce' | 'raise';
  letter: AnswerLetter;
  percentage: number;
}

/** Advice per letter out of range: over-represented letters first, as the fix works on them. */
export function recommendations(rows: readonly LetterRow[]): Recommendation[] {
  const reduce = rows.filter((r) => r.status === 'Too High').map((r) => ({ kind: 'reduce' as const, letter: r.letter, percentage: r.percentage }));
  const raise = rows.filter((r) => r.status === 'Too Low').map((r) => ({ kind: 'raise' as const, letter: r.letter, percentage: r.percentage }));
  return [...reduce, ...raise];
}
