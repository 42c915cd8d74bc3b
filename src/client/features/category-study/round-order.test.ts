import { describe, expect, it } from 'vitest';
import { roundOrder, type SeenState } from './round-order';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const states = new Map<string, SeenState>([
  ['a', { seen: 2, lastOk: true }],
  ['b', { seen: 1, lastOk: false }],
  ['d', { seen: 3, lastOk: true }],
  ['f', { seen: 1, lastOk: false }],
]);

describe('roundOrder', () => {
  it('asks last-time mistakes first, then unseen questions, then known ones', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      let n = seed;
      const random = () => ((n = (n * 9301 + 49297) % 233280) / 233280);
      const order = roundOrder(ids, states, 6, random).map((i) => ids[i]);
      expect(new Set(order.slice(0, 2))).toEqual(new Set(['b', 'f']));
      expect(new Set(order.slice(2, 4))).toEqual(new Set(['c', 'e']));
      expect(new Set(order.slice(4))).toEqual(new Set(['a', 'd']));
    }
  });

  it('stops at the round size and never repeats a question', () => {
    const order = roundOrder(ids, new Map(), 4);
    expect(order).toHaveLength(4);
    expect(new Set(order).size).toBe(4);
    expect(roundOrder(ids.slice(0, 3), new Map(), 10)).toHaveLength(3);
  });

  it('mixes each group instead of keeping the bank order', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 50; i += 1) firsts.add(ids[roundOrder(ids, new Map(), 6)[0]!]!);
    expect(firsts.size).toBeGreaterThan(1);
  });
});
