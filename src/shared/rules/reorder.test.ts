import { describe, expect, it } from 'vitest';
import { applyOrder, isPermutation, moveOption, orderPlacingCorrectAt, randomOrder, shuffleAnswers } from './reorder.js';

const set = { options: ['Ottawa', 'Toronto', 'Montreal', 'Vancouver'], correctAnswer: 0 };
const correctText = (s: { options: string[]; correctAnswer: number }) => s.options[s.correctAnswer];

describe('applyOrder', () => {
  it('moves options and the correct answer follows its text', () => {
    const result = applyOrder(set, [2, 0, 3, 1]);
    expect(result.options).toEqual(['Montreal', 'Ottawa', 'Vancouver', 'Toronto']);
    expect(result.correctAnswer).toBe(1);
  });
  it('rejects a non-permutation', () => {
    expect(() => applyOrder(set, [0, 0, 1, 2])).toThrow(RangeError);
    expect(isPermutation([3, 1, 2, 0])).toBe(true);
    expect(isPermutation([0, 1, 2])).toBe(false);
  });
});

describe('moveOption', () => {
  it('moves down and up, keeping the correct marker on the same text', () => {
    const down = moveOption(set, 0, 1);
    expect(down.options).toEqual(['Toronto', 'Ottawa', 'Montreal', 'Vancouver']);
    expect(correctText(down)).toBe('Ottawa');
    const up = moveOption(down, 1, -1);
    expect(up).toEqual(set);
  });
  it('does nothing past either end', () => {
    expect(moveOption(set, 0, -1)).toBe(set);
    expect(moveOption(set, 3, 1)).toBe(set);
  });
});

describe('shuffleAnswers', () => {
  it('always keeps the correct text and every option', () => {
    for (let i = 0; i < 50; i += 1) {
      const shuffled = shuffleAnswers(set);
      expect(correctText(shuffled)).toBe('Ottawa');
      expect([...shuffled.options].sort()).toEqual([...set.options].sort());
    }
  });
  it('produces every permutation with about equal frequency', () => {
    const counts = new Map<string, number>();
    const runs = 24_000;
    for (let i = 0; i < runs; i += 1) {
      const key = randomOrder(4).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    for (const n of counts.values()) expect(Math.abs(n - runs / 24)).toBeLessThan(200);
  });
});

describe('orderPlacingCorrectAt', () => {
  it('puts the correct answer at the target and keeps the others in order', () => {
    for (const target of [0, 1, 2, 3]) {
      const result = applyOrder(set, orderPlacingCorrectAt(set, target));
      expect(result.correctAnswer).toBe(target);
      expect(correctText(result)).toBe('Ottawa');
      expect(result.options.filter((o) => o !== 'Ottawa')).toEqual(['Toronto', 'Montreal', 'Vancouver']);
    }
  });
});
