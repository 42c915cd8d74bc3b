import { QUESTIONS_PER_TEST } from '../constants.js';
import { sampleTest } from '../rules/sampling.js';
import { passMark } from '../rules/scoring.js';
import { atLeastOf } from './poisson-binomial.js';

/**
 * The pass estimate (issue 30, decision 044): the chance of at least 15 right out of a 20-question
 * test drawn as the mock draws it, from each question's chance for this learner on that day.
 */

/** A bank question as the estimate sees it. `difficulty` is on the logit scale: higher is harder. */
export interface EstimateQuestion {
  id: string;
  type: 'multiple-choice' | 'true-false';
  outOfTest: boolean;
  /** Topic and authored level: forms are drawn balanced by them, as the mock draws. */
  categoryCode?: string;
  level?: string;
  difficulty: number;
}

/** Authored difficulty on the logit scale, until answer statistics say more (a learner of ability 0 gets an easy one right 83 % of the time). */
export const AUTHORED_DIFFICULTY = { easy: -1.6, medium: -0.6, hard: 0.4 } as const;

/** What we assume of a learner before any answer: about the middle of the authored scale, uncertain. */
const PRIOR_ABILITY = 0.5;
const PRIOR_SD = 1.2;
/** The 80 % interval: 10th and 90th percentiles of a normal. */
const Z80 = 1.2816;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

export interface Ability {
  /** Logit-scale ability, and its uncertainty (standard deviation). */
  theta: number;
  sd: number;
}

/** The chance of a right answer by guessing among a question's options. */
export const guessChance = (question: Pick<EstimateQuestion, 'type'>) => (question.type === 'true-false' ? 0.5 : 0.25);

/** A first try's chance: a guess among the options, or knowing it (Rasch). */
const firstTry = (theta: number, difficulty: number, guess: number) => guess + (1 - guess) * sigmoid(theta - difficulty);

/**
 * The learner's ability from their first try at each question they have seen (a Rasch model with
 * a guessing floor and a normal prior, maximised by Newton's method): the first try, before any
 * feedback, says how they do on a question met for the first time, which is what an unseen
 * question in a test is.
 */
export function abilityFrom(firstTries: readonly { difficulty: number; ok: boolean; guess?: number }[]): Ability {
  let theta = PRIOR_ABILITY;
  let information = 1 / PRIOR_SD ** 2;
  for (let step = 0; step < 30; step += 1) {
    let gradient = -(theta - PRIOR_ABILITY) / PRIOR_SD ** 2;
    information = 1 / PRIOR_SD ** 2;
    for (const { difficulty, ok, guess = 0 } of firstTries) {
      const s = sigmoid(theta - difficulty);
      const p = guess + (1 - guess) * s;
      const slope = (1 - guess) * s * (1 - s);
      gradient += ((ok ? 1 : 0) - p) * (slope / (p * (1 - p)));
      information += (slope * slope) / (p * (1 - p));
    }
    const move = gradient / information;
    theta += Math.max(-2, Math.min(2, move));
    if (Math.abs(move) < 1e-6) break;
  }
  return { theta, sd: 1 / Math.sqrt(information) };
}

/**
 * One question's chance on the day: for a question seen before, its predicted recall (FSRS) or, if
 * forgotten, a guess among its options; for an unseen one, a guess or the Rasch chance from ability and difficulty.
 */
export function questionChance(question: EstimateQuestion, recall: number | undefined, theta: number): number {
  const guess = guessChance(question);
  if (recall === undefined) return firstTry(theta, question.difficulty, guess);
  return recall + (1 - recall) * guess;
}

/** A seeded generator (mulberry32): the same learner and day give the same estimate on every render. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Forms averaged: the Monte Carlo error of the mean is well under a point. */
const FORMS = 1000;

export interface PassEstimate {
  /** P(at least 15 of 20), and its 80 % interval from the uncertainty of the learner's ability. */
  chance: number;
  low: number;
  high: number;
  /** The expected score out of 20. */
  expectedScore: number;
}

/**
 * The pass estimate over `FORMS` tests drawn like the mock (same rule, seeded), each exact
 * (Poisson-binomial). `recall` holds the predicted recall of each question seen, on that day.
 * The interval shifts every chance by the ability's 10th and 90th percentiles (logit scale), so it
 * narrows as answers add evidence.
 */
export function passEstimate(bank: readonly EstimateQuestion[], recall: ReadonlyMap<string, number>, ability: Ability, seed = 1, formCount = FORMS): PassEstimate {
  const forms: EstimateQuestion[][] = [];
  const random = seeded(seed);
  for (let i = 0; i < formCount; i += 1) forms.push(sampleTest(bank, QUESTIONS_PER_TEST, random));
  const needed = passMark(QUESTIONS_PER_TEST);
  const chanceWith = (shift: number) => {
    const chances = new Map(bank.map((q) => [q.id, clampLogitShift(questionChance(q, recall.get(q.id), ability.theta), shift)]));
    let pass = 0;
    let score = 0;
    for (const form of forms) {
      const ps = form.map((q) => chances.get(q.id)!);
      pass += atLeastOf(ps, Math.min(needed, ps.length));
      score += ps.reduce((sum, p) => sum + p, 0);
    }
    return { pass: pass / forms.length, score: score / forms.length };
  };
  const middle = chanceWith(0);
  return { chance: middle.pass, low: chanceWith(-Z80 * ability.sd).pass, high: chanceWith(Z80 * ability.sd).pass, expectedScore: middle.score };
}

function clampLogitShift(p: number, shift: number): number {
  if (shift === 0) return p;
  const bounded = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return sigmoid(logit(bounded) + shift);
}
