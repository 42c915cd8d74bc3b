import { describe, expect, it } from 'vitest';
import { sample } from './sampling.js';

describe('sample', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);
  it('returns distinct items, at most all of them', () => {
    expect(new Set(sample(items, 5)).size).toBe(5);
    expect(sample(items, 50).sort((a, b) => a - b)).toEqual(items);
    expect(sample([], 3)).toEqual([]);
  });
  it('gives every item the same chance', () => {
    const counts = Array(10).fill(0);
    const runs = 20_000;
    for (let i = 0; i < runs; i += 1) for (const n of sample(items, 3)) counts[n] += 1;
    const expected = (runs * 3) / 10;
    for (const c of counts) expect(Math.abs(c - expected)).toBeLessThan(expected * 0.05);
  });
});
