import { describe, expect, it } from 'vitest';
import { atLeastOf } from './poisson-binomial';

/** P(at least k) by listing every outcome: 2^n of them. */
function bruteForce(chances: readonly number[], k: number): number {
  let total = 0;
  for (let mask = 0; mask < 1 << chances.length; mask += 1) {
    let p = 1;
    let right = 0;
    chances.forEach((c, i) => {
      const hit = (mask >> i) & 1;
      right += hit;
      p *= hit ? c : 1 - c;
    });
    if (right >= k) total += p;
  }
  return total;
}

/** A small deterministic generator, so a failure names its case. */
const lcg = (seed: number) => () => ((seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32);

describe('atLeastOf (Poisson-binomial tail)', () => {
  it('matches brute force on small cases', () => {
    const random = lcg(7);
    for (let n = 1; n <= 12; n += 1) {
      const chances = Array.from({ length: n }, () => random());
      for (let k = 0; k <= n + 1; k += 1) expect(atLeastOf(chances, k)).toBeCloseTo(bruteForce(chances, k), 12);
    }
  });

  it('is the binomial tail when every chance is the same', () => {
    // P(X ≥ 15), X ~ Binomial(20, 0.75) = 0.61717...
    expect(atLeastOf(Array(20).fill(0.75), 15)).toBeCloseTo(0.617173, 5);
  });

  it('handles certain and impossible questions, and clamps chances outside 0–1', () => {
    expect(atLeastOf([1, 1, 0], 2)).toBe(1);
    expect(atLeastOf([1, 1, 0], 3)).toBe(0);
    expect(atLeastOf([1.2, -0.1], 1)).toBe(1);
    expect(atLeastOf([], 0)).toBe(1);
  });
});
