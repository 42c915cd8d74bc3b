import { describe, expect, it } from 'vitest';
import { balanceStatus, computeDistribution, needsFix, planDistributionFix } from './distribution.js';

const apply = (answers: number[]) => {
  const after = [...answers];
  for (const move of planDistributionFix(answers)) after[move.index] = move.to;
  return after;
};

describe('computeDistribution', () => {
  it('counts letters and rounds percentages to one decimal', () => {
    expect(computeDistribution([0, 0, 1, 3, 3, 3])).toEqual({
      total: 6,
      distribution: {
        A: { count: 2, percentage: 33.3 },
        B: { count: 1, percentage: 16.7 },
        C: { count: 0, percentage: 0 },
        D: { count: 3, percentage: 50 },
      },
    });
  });
  it('handles an empty bank', () => {
    expect(computeDistribution([]).distribution.A).toEqual({ count: 0, percentage: 0 });
    expect(needsFix(computeDistribution([]))).toBe(false);
  });
});

describe('balanceStatus', () => {
  it.each([
    [14.9, 'Too Low'],
    [15, 'Balanced'],
    [35, 'Balanced'],
    [35.1, 'Too High'],
  ])('%d%% is %s', (pct, status) => {
    expect(balanceStatus(pct)).toBe(status);
  });
});

describe('planDistributionFix', () => {
  it('leaves a balanced bank alone', () => {
    expect(planDistributionFix([0, 1, 2, 3, 0, 1, 2, 3])).toEqual([]);
  });
  it.each([
    ['all A', Array.from({ length: 100 }, () => 0)],
    ['A heavy', [...Array(50).fill(0), ...Array(20).fill(1), ...Array(20).fill(2), ...Array(10).fill(3)]],
    ['one letter missing', [...Array(34).fill(0), ...Array(33).fill(1), ...Array(33).fill(2)]],
    ['small', [0, 0, 0, 0, 0, 1, 2]],
  ])('brings %s into the balanced range', (_label, answers) => {
    const before = computeDistribution(answers);
    expect(needsFix(before)).toBe(true);
    const after = computeDistribution(apply(answers));
    if (answers.length >= 20) expect(needsFix(after)).toBe(false);
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      expect(after.distribution[letter].count).toBeGreaterThanOrEqual(Math.floor(answers.length / 4) - 1);
    }
  });
  it('moves only questions of over-represented letters', () => {
    const answers = [...Array(50).fill(0), ...Array(20).fill(1), ...Array(20).fill(2), ...Array(10).fill(3)];
    for (const move of planDistributionFix(answers)) expect(answers[move.index]).toBe(0);
  });
});
