import { describe, expect, it } from 'vitest';
import { isPassing, passMark, scorePercentage } from './scoring.js';

describe('scoring', () => {
  it('passes at 15 of 20 and fails at 14', () => {
    expect(isPassing(15, 20)).toBe(true);
    expect(isPassing(14, 20)).toBe(false);
    expect(scorePercentage(15, 20)).toBe(75);
  });
  it('applies the same share to shorter quizzes', () => {
    expect(isPassing(4, 5)).toBe(true);
    expect(isPassing(3, 5)).toBe(false);
    expect(isPassing(0, 0)).toBe(false);
    expect(scorePercentage(1, 3)).toBe(33);
    expect(scorePercentage(0, 0)).toBe(0);
  });
});

describe('passMark', () => {
  it('is 15 of 20, 8 of 10 and 4 of 5', () => {
    expect([passMark(20), passMark(10), passMark(5)]).toEqual([15, 8, 4]);
  });
  it('is exactly where passing starts, for every test length', () => {
    for (let total = 1; total <= 200; total += 1) {
      expect((100 * passMark(total)) / total).toBeGreaterThanOrEqual(75);
      expect((100 * (passMark(total) - 1)) / total).toBeLessThan(75);
      expect(isPassing(passMark(total), total)).toBe(true);
      expect(isPassing(passMark(total) - 1, total)).toBe(false);
    }
  });
});
