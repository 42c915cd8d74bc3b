import { describe, expect, it } from 'vitest';
import { abilityFrom, AUTHORED_DIFFICULTY, passEstimate, questionChance, type EstimateQuestion } from './pass-estimate';
import { atLeastOf } from './poisson-binomial';

const question = (i: number, difficulty: number = AUTHORED_DIFFICULTY.medium, type: EstimateQuestion['type'] = 'multiple-choice'): EstimateQuestion => ({ id: `q-${i}`, type, outOfTest: false, difficulty });
const bank = (n: number) => Array.from({ length: n }, (_, i) => question(i, [AUTHORED_DIFFICULTY.easy, AUTHORED_DIFFICULTY.medium, AUTHORED_DIFFICULTY.hard][i % 3]!, i % 5 === 0 ? 'true-false' : 'multiple-choice'));

/** Answers of a simulated learner of ability `theta` to `n` questions of spread difficulty. */
function answersOf(theta: number, n: number, seed = 3) {
  let s = seed;
  const random = () => ((s = (s * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32);
  return Array.from({ length: n }, (_, i) => {
    const difficulty = -2 + (4 * i) / n;
    return { difficulty, ok: random() < 1 / (1 + Math.exp(-(theta - difficulty))) };
  });
}

describe('abilityFrom', () => {
  it("recovers a simulated learner's ability from their first tries, and is surer with more answers", () => {
    for (const theta of [-1, 0.5, 2]) {
      const few = abilityFrom(answersOf(theta, 20));
      const many = abilityFrom(answersOf(theta, 2000));
      expect(Math.abs(many.theta - theta)).toBeLessThan(0.2);
      expect(many.sd).toBeLessThan(few.sd / 5);
    }
  });

  it('starts from the prior with no answers', () => {
    expect(abilityFrom([])).toEqual({ theta: 0.5, sd: 1.2 });
  });
});

describe('questionChance', () => {
  it('adds a guess among the options to the recall of a seen question, and uses ability for an unseen one', () => {
    expect(questionChance(question(1), 0.8, 0)).toBeCloseTo(0.8 + 0.2 * 0.25);
    expect(questionChance(question(1, 0, 'true-false'), 0, 0)).toBe(0.5);
    // Unseen: a guess among four, or knowing it (even odds at ability = difficulty).
    expect(questionChance(question(1, 0.5), undefined, 0.5)).toBe(0.25 + 0.75 * 0.5);
  });
});

describe('passEstimate', () => {
  it('is exact when every test is the whole bank (20 questions)', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => question(i));
    const recall = new Map(twenty.map((q, i) => [q.id, i / 20]));
    const estimate = passEstimate(twenty, recall, { theta: 0, sd: 0 });
    const chances = twenty.map((q) => questionChance(q, recall.get(q.id), 0));
    expect(estimate.chance).toBeCloseTo(atLeastOf(chances, 15), 10);
    expect(estimate.low).toBeCloseTo(estimate.chance, 10);
    expect(estimate.expectedScore).toBeCloseTo(chances.reduce((a, b) => a + b), 10);
  });

  it('is near certain when everything is remembered, and low for a weak learner who has seen nothing', () => {
    const all = bank(300);
    expect(passEstimate(all, new Map(all.map((q) => [q.id, 1])), { theta: 0, sd: 0.1 }).chance).toBeGreaterThan(0.999);
    expect(passEstimate(all, new Map(), { theta: -1.5, sd: 0.1 }).chance).toBeLessThan(0.05);
  });

  it('gives an interval around the estimate that narrows as evidence grows, the same on every call', () => {
    const all = bank(300);
    const unsure = passEstimate(all, new Map(), abilityFrom(answersOf(1, 20)));
    const sure = passEstimate(all, new Map(), abilityFrom(answersOf(1, 400)));
    for (const e of [unsure, sure]) {
      expect(e.low).toBeLessThanOrEqual(e.chance);
      expect(e.high).toBeGreaterThanOrEqual(e.chance);
    }
    expect(sure.high - sure.low).toBeLessThan(unsure.high - unsure.low);
    expect(passEstimate(all, new Map(), abilityFrom(answersOf(1, 20)))).toEqual(unsure);
  });

  it('is stable to a point whatever the seed (enough forms)', () => {
    const all = bank(300);
    const recall = new Map(all.slice(0, 150).map((q, i) => [q.id, (i % 10) / 10]));
    const chances = [1, 2, 3, 4, 5].map((seed) => passEstimate(all, recall, { theta: 0.8, sd: 0.3 }, seed).chance);
    expect(Math.max(...chances) - Math.min(...chances)).toBeLessThan(0.02);
  });
});
