import { describe, expect, it } from 'vitest';
import { isPassing, scorePercentage } from './scoring.js';

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
