import { describe, expect, it } from 'vitest';
import { sample, sampleTest } from './sampling.js';

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

describe('sampleTest', () => {
  const pool = [
    ...Array.from({ length: 60 }, (_, i) => ({ id: `mc-${i}`, type: 'multiple-choice' as const, outOfTest: false })),
    ...Array.from({ length: 20 }, (_, i) => ({ id: `tf-${i}`, type: 'true-false' as const, outOfTest: false })),
    ...Array.from({ length: 5 }, (_, i) => ({ id: `rule-${i}`, type: 'multiple-choice' as const, outOfTest: true })),
  ];

  it('draws four true/false questions in twenty, never a question about the test itself', () => {
    for (let run = 0; run < 50; run += 1) {
      const test = sampleTest(pool, 20);
      expect(test).toHaveLength(20);
      expect(new Set(test.map((q) => q.id)).size).toBe(20);
      expect(test.filter((q) => q.type === 'true-false')).toHaveLength(4);
      expect(test.some((q) => q.outOfTest)).toBe(false);
    }
  });

  it('mixes the two kinds in the order of the test', () => {
    const firstPositions = new Set<number>();
    for (let run = 0; run < 200; run += 1) firstPositions.add(sampleTest(pool, 20).findIndex((q) => q.type === 'true-false'));
    expect(firstPositions.size).toBeGreaterThan(8);
  });

  it('fills up with the other kind when one runs short', () => {
    const onlyChoice = sampleTest(pool.filter((q) => q.type !== 'true-false'), 20);
    expect(onlyChoice).toHaveLength(20);
    expect(onlyChoice.every((q) => q.type === 'multiple-choice')).toBe(true);
    const fewChoice = [...pool.filter((q) => q.type === 'true-false'), ...pool.slice(0, 3)];
    const test = sampleTest(fewChoice, 20);
    expect(test).toHaveLength(20);
    expect(test.filter((q) => q.type === 'true-false')).toHaveLength(17);
    expect(sampleTest(pool, 500)).toHaveLength(80);
  });

  it('balances each test by topic and by difficulty, in the proportions of the pool', () => {
    // Topics 50 / 30 / 20 %, levels 40 / 40 / 20 %, crossed so that every pair exists.
    const balanced = Array.from({ length: 200 }, (_, i) => ({
      id: `q-${i}`,
      type: 'multiple-choice' as const,
      outOfTest: false,
      categoryCode: i % 10 < 5 ? 'HIS' : i % 10 < 8 ? 'GOV' : 'GEO',
      level: Math.floor(i / 10) % 5 < 2 ? 'easy' : Math.floor(i / 10) % 5 < 4 ? 'medium' : 'hard',
    }));
    // Seeded, so that a run that fails can be replayed.
    let seed = 42;
    const random = () => ((seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32);
    for (let run = 0; run < 200; run += 1) {
      const test = sampleTest(balanced, 20, random);
      const count = (key: 'categoryCode' | 'level', value: string) => test.filter((q) => q[key] === value).length;
      expect([count('categoryCode', 'HIS'), count('categoryCode', 'GOV'), count('categoryCode', 'GEO')]).toEqual([10, 6, 4]);
      // Levels as near their shares (8, 8, 4) as the topics allow.
      for (const [level, share] of [['easy', 8], ['medium', 8], ['hard', 4]] as const) expect(Math.abs(count('level', level) - share)).toBeLessThanOrEqual(1);
    }
  });

  it('still draws a full test at random where the shares cannot be met (a pool of one topic and level)', () => {
    const lopsided = [
      ...Array.from({ length: 30 }, (_, i) => ({ id: `h-${i}`, type: 'multiple-choice' as const, outOfTest: false, categoryCode: 'HIS', level: 'hard' })),
      ...Array.from({ length: 2 }, (_, i) => ({ id: `e-${i}`, type: 'multiple-choice' as const, outOfTest: false, categoryCode: 'GEO', level: 'easy' })),
    ];
    const test = sampleTest(lopsided, 20);
    expect(new Set(test.map((q) => q.id)).size).toBe(20);
  });
});

