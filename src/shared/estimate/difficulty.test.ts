import { describe, expect, it } from 'vitest';
import { estimateDifficulty, type DifficultyInput } from './difficulty';
import { AUTHORED_DIFFICULTY } from './pass-estimate';

/** A seeded generator, so a failure names its case. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normal draw (Box-Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Spearman's rank correlation. */
function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    order.forEach(([, i], rank) => (r[i] = rank));
    return r;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = ra.reduce((sum, r, i) => sum + (r - rb[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/** Questions of known difficulty, each answered by `perQuestion` learners drawn from a population of spread ability. */
function simulate(perQuestion: number, seed = 11) {
  const random = generator(seed);
  const truth = Array.from({ length: 300 }, () => normal(random) - 0.5);
  const inputs: DifficultyInput[] = truth.map((b, i) => {
    let right = 0;
    for (let n = 0; n < perQuestion; n += 1) if (random() < 1 / (1 + Math.exp(-(1 + normal(random) - b)))) right += 1;
    // The authored level is a rough guess at the truth.
    const authored = b < -1 ? 'easy' : b < 0 ? 'medium' : 'hard';
    return { id: `q-${i}`, authored, answers: perQuestion, right };
  });
  return { truth, inputs };
}

describe('estimateDifficulty', () => {
  it('recovers known difficulties from 200 answers a question (rank correlation ≥ 0.9)', () => {
    const { truth, inputs } = simulate(200);
    const estimated = estimateDifficulty(inputs);
    expect(spearman(truth, inputs.map((q) => estimated.get(q.id)!))).toBeGreaterThanOrEqual(0.9);
  });

  it('stays at the authored difficulty without answers, and moves toward the answers as they come', () => {
    const none = estimateDifficulty([
      { id: 'e', authored: 'easy', answers: 0, right: 0 },
      { id: 'h', authored: 'hard', answers: 0, right: 0 },
    ]);
    expect(none.get('e')).toBeCloseTo(AUTHORED_DIFFICULTY.easy, 1);
    expect(none.get('h')).toBeCloseTo(AUTHORED_DIFFICULTY.hard, 1);
    // An "easy" question most learners miss: a few answers move it a little, many move it far.
    const base = Array.from({ length: 50 }, (_, i): DifficultyInput => ({ id: `m-${i}`, authored: 'medium', answers: 100, right: 70 }));
    const few = estimateDifficulty([...base, { id: 'x', authored: 'easy', answers: 5, right: 1 }]).get('x')!;
    const many = estimateDifficulty([...base, { id: 'x', authored: 'easy', answers: 500, right: 100 }]).get('x')!;
    expect(few).toBeGreaterThan(AUTHORED_DIFFICULTY.easy);
    expect(many).toBeGreaterThan(few + 1);
  });

  it('keeps every difficulty within ±4, even for a question always right or always wrong', () => {
    const result = estimateDifficulty([
      { id: 'all', authored: 'hard', answers: 100_000, right: 100_000 },
      { id: 'none', authored: 'easy', answers: 100_000, right: 0 },
    ]);
    for (const b of result.values()) expect(Math.abs(b)).toBeLessThanOrEqual(4);
  });
});
