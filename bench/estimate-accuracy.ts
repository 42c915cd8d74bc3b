/**
 * How accurate the pass estimate is (issue 30, decision 044), on simulated learners whose true
 * knowledge is known: each studies through the site's own scheduling code (FSRS, the record's
 * question states) for some days, then takes a simulated test. A learner's true memory is FSRS's
 * curve run at their own speed (each forgets up to about twice as fast or as slow as FSRS's
 * defaults assume), their first tries follow their own ability and each question's true
 * difficulty (which the estimator knows only through everyone's counted answers and the authored
 * level), so the estimate is not graded against itself. Prints the Brier score beside always predicting
 * the base rate, a calibration table by tenths, and how often the 80 % range holds the learner's
 * true chance.
 *
 * Run by `npm run bench`, and alone with `node --import tsx bench/estimate-accuracy.ts`
 * (LEARNERS=2000 by default). With `--write` it also writes the figures that the public page
 * /plan/accuracy shows (`src/client/features/plan/estimate-simulation.json`).
 */
import { writeFileSync } from 'node:fs';
import { atLeastOf } from '../src/shared/estimate/poisson-binomial.js';
import { estimateDifficulty } from '../src/shared/estimate/difficulty.js';
import { seeded, type EstimateQuestion } from '../src/shared/estimate/pass-estimate.js';
import { sampleTest } from '../src/shared/rules/sampling.js';
import type { AnswerAttempt } from '../src/client/lib/learning/attempt.js';
import { newQuestionState, withAnswer, type QuestionState } from '../src/client/lib/learning/question-state.js';
import { recallOn } from '../src/client/lib/learning/memory.js';
import { learnerEstimate } from '../src/client/lib/plan/learner-estimate.js';

const LEARNERS = Number(process.env.LEARNERS ?? 2000);
const BANK = 600;
const FORMS = 120;
const DAY = 24 * 60 * 60 * 1000;
const random = seeded(2026);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const CATEGORIES = ['RIG', 'HIS', 'GOV', 'GEO', 'SYM', 'ECO'];

interface TrueQuestion extends EstimateQuestion {
  trueDifficulty: number;
}

// The bank: true difficulties, authored levels that only roughly follow them, one in five true/false.
const bank: TrueQuestion[] = Array.from({ length: BANK }, (_, i) => {
  const trueDifficulty = -0.8 + normal();
  const guess = trueDifficulty + 0.6 * normal();
  const level = guess < -1.1 ? 'easy' : guess < -0.1 ? 'medium' : 'hard';
  return { id: `q-${i}`, type: i % 5 === 0 ? 'true-false' : 'multiple-choice', outOfTest: false, categoryCode: CATEGORIES[i % 6], level, trueDifficulty, difficulty: 0 };
});
const guessOf = (q: EstimateQuestion) => (q.type === 'true-false' ? 0.5 : 0.25);
const firstTryChance = (q: TrueQuestion, theta: number) => guessOf(q) + (1 - guessOf(q)) * sigmoid(theta - q.trueDifficulty);

// Everyone's answers, as the server counts them: 150 first tries a question from the population.
const population = () => 0.3 + normal();
const difficulty = estimateDifficulty(
  bank.map((q) => {
    let right = 0;
    for (let n = 0; n < 150; n += 1) if (random() < firstTryChance(q, population())) right += 1;
    return { id: q.id, authored: q.level as 'easy' | 'medium' | 'hard', answers: 150, right, guess: guessOf(q) };
  }),
);
for (const q of bank) q.difficulty = difficulty.get(q.id)!;

interface Outcome {
  predicted: number;
  low: number;
  high: number;
  truth: number;
  passed: boolean;
}

function simulateLearner(index: number): Outcome {
  const theta = population();
  const memoryFactor = Math.exp(0.5 * normal());
  const start = Date.UTC(2026, 0, 1, 18);
  const days = 3 + Math.floor(random() * 40);
  const perDay = 5 + Math.floor(random() * 40);
  const states = new Map<string, QuestionState>();
  /** The learner's true recall: FSRS's curve for this question, with time running at their own speed. */
  const trueRecall = (id: string, at: number) => {
    const card = states.get(id)?.card;
    if (!card || card.lastReview === null) return undefined;
    return recallOn(card, card.lastReview + (at - card.lastReview) / memoryFactor);
  };
  const order = sampleTest(bank, BANK, random);
  let next = 0;
  let n = 0;
  const answer = (q: TrueQuestion, at: number) => {
    const recall = trueRecall(q.id, at);
    const chance = recall === undefined ? firstTryChance(q, theta) : guessOf(q) + (1 - guessOf(q)) * recall;
    const ok = random() < chance;
    const attempt: AnswerAttempt = { kind: 'answer', id: `${index}-${(n += 1)}`, at, questionId: q.id, category: q.categoryCode!, ok, choice: null, mode: 'category' };
    states.set(q.id, withAnswer(states.get(q.id) ?? newQuestionState(q.id, q.categoryCode!), attempt));
  };
  for (let day = 0; day < days; day += 1) {
    if (random() < 0.2) continue;
    const at = start + day * DAY;
    // The reviews the site's scheduler says are due, then the day's new questions.
    const due = bank.filter((q) => {
      const card = states.get(q.id)?.card;
      return card !== undefined && card.due <= at;
    });
    due.forEach((q, i) => answer(q, at + i * 20_000));
    for (let i = 0; i < perDay && next < order.length; i += 1) answer(order[next++]!, at + 3_600_000 + i * 20_000);
  }
  const testAt = start + (days + Math.floor(random() * 8)) * DAY;
  const estimate = learnerEstimate(bank, states, testAt, FORMS);
  // The truth: the learner's real chance at each question that day, over forms drawn like the mock.
  const trueChance = new Map(
    bank.map((q) => {
      const recall = trueRecall(q.id, testAt);
      return [q.id, recall === undefined ? firstTryChance(q, theta) : guessOf(q) + (1 - guessOf(q)) * recall];
    }),
  );
  let truth = 0;
  for (let f = 0; f < FORMS; f += 1) truth += atLeastOf(sampleTest(bank, 20, random).map((q) => trueChance.get(q.id)!), 15);
  truth /= FORMS;
  const form = sampleTest(bank, 20, random);
  const passed = form.filter((q) => random() < trueChance.get(q.id)!).length >= 15;
  return { predicted: estimate.chance, low: estimate.low, high: estimate.high, truth, passed };
}

const started = performance.now();
const outcomes = Array.from({ length: LEARNERS }, (_, i) => simulateLearner(i));
const seconds = (performance.now() - started) / 1000;

const passRate = outcomes.filter((o) => o.passed).length / outcomes.length;
const brier = outcomes.reduce((sum, o) => sum + (o.predicted - (o.passed ? 1 : 0)) ** 2, 0) / outcomes.length;
const baseBrier = outcomes.reduce((sum, o) => sum + (passRate - (o.passed ? 1 : 0)) ** 2, 0) / outcomes.length;
const covered = outcomes.filter((o) => o.truth >= o.low - 1e-9 && o.truth <= o.high + 1e-9).length / outcomes.length;

console.log(`\nPass estimate on ${LEARNERS} simulated learners (${seconds.toFixed(1)} s): ${(100 * passRate).toFixed(1)} % passed their simulated test`);
console.log(`Brier score ${brier.toFixed(3)} (target ≤ 0.10); always predicting the pass rate: ${baseBrier.toFixed(3)}`);
console.log(`80 % range holds the learner's true chance for ${(100 * covered).toFixed(1)} % of learners (target 75–85 %)\n`);
console.log('predicted   learners   mean predicted   passed   within ±7 points');
for (let tenth = 0; tenth < 10; tenth += 1) {
  const bin = outcomes.filter((o) => Math.min(9, Math.floor(o.predicted * 10)) === tenth);
  if (bin.length === 0) {
    console.log(`${tenth * 10}–${tenth * 10 + 10} %`.padEnd(12) + '0'.padStart(8));
    continue;
  }
  const mean = bin.reduce((s, o) => s + o.predicted, 0) / bin.length;
  const observed = bin.filter((o) => o.passed).length / bin.length;
  const ok = bin.length < 100 ? '(fewer than 100)' : Math.abs(mean - observed) <= 0.07 ? 'yes' : 'NO';
  console.log(`${`${tenth * 10}–${tenth * 10 + 10} %`.padEnd(12)}${String(bin.length).padStart(8)}${`${(100 * mean).toFixed(1)} %`.padStart(17)}${`${(100 * observed).toFixed(1)} %`.padStart(9)}   ${ok}`);
}

if (process.argv.includes('--write')) {
  const tenths = Array.from({ length: 10 }, (_, tenth) => {
    const bin = outcomes.filter((o) => Math.min(9, Math.floor(o.predicted * 10)) === tenth);
    return {
      tenth,
      learners: bin.length,
      meanPredicted: bin.length ? round(bin.reduce((s, o) => s + o.predicted, 0) / bin.length) : null,
      passed: bin.length ? round(bin.filter((o) => o.passed).length / bin.length) : null,
    };
  });
  const figures = { measuredOn: new Date().toISOString().slice(0, 10), learners: LEARNERS, passRate: round(passRate), brier: round(brier), baseBrier: round(baseBrier), covered: round(covered), tenths };
  writeFileSync(new URL('../src/client/features/plan/estimate-simulation.json', import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('Written to src/client/features/plan/estimate-simulation.json');
}

function round(x: number) {
  return Math.round(x * 1000) / 1000;
}
