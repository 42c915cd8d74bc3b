import { describe, expect, it } from 'vitest';
import { computeDistribution } from '@shared/rules/distribution';
import { balancedLetterCount, letterRows, recommendations } from './distribution-view';

describe('distribution view', () => {
  it('gives a row per letter with its status at the 15 % and 35 % bounds', () => {
    // 20 answers: A 8 (40 %), B 7 (35 %), C 3 (15 %), D 2 (10 %)
    const answers = [...Array(8).fill(0), ...Array(7).fill(1), ...Array(3).fill(2), ...Array(2).fill(3)] as number[];
    const rows = letterRows(computeDistribution(answers));
    expect(rows.map((r) => [r.letter, r.count, r.percentage, r.status])).toEqual([
      ['A', 8, 40, 'Too High'],
      ['B', 7, 35, 'Balanced'],
      ['C', 3, 15, 'Balanced'],
      ['D', 2, 10, 'Too Low'],
    ]);
    expect(balancedLetterCount(rows)).toBe(2);
    expect(recommendations(rows)).toEqual([
      { kind: 'reduce', letter: 'A', percentage: 40 },
      { kind: 'raise', letter: 'D', percentage: 10 },
    ]);
  });

  it('recommends nothing when every letter is in range', () => {
    const rows = letterRows(computeDistribution([0, 1, 2, 3]));
    expect(balancedLetterCount(rows)).toBe(4);
    expect(recommendations(rows)).toEqual([]);
  });
});
