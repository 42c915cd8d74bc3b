import { abilityFrom, AUTHORED_DIFFICULTY, guessChance, passEstimate, type EstimateQuestion, type PassEstimate } from '@shared/estimate/pass-estimate';
import type { Question } from '../content/question';
import type { QuestionStates } from '../learning/mastery';
import { recallOn } from '../learning/memory';

/** The spread of forgetting speed among learners (logit scale), and the reviews that halve its weight roughly. */
const MEMORY_SD = 0.6;
const MEMORY_EVIDENCE = 200;

/** Distinct questions answered before the estimate is shown (its interval is very wide before). */
export const ESTIMATE_MIN_ANSWERED = 40;

/** The bank as the estimate sees it: each question's difficulty for everyone (the server's), or its authored level. */
export const estimateQuestions = (bank: readonly Question[], difficulty?: Readonly<Record<string, number>>): EstimateQuestion[] =>
  bank.map((q) => ({
    id: q.id,
    type: q.type,
    outOfTest: q.out_of_test,
    categoryCode: q.category_code,
    level: q.difficulty_level,
    difficulty: difficulty?.[q.id] ?? AUTHORED_DIFFICULTY[q.difficulty_level],
  }));

/**
 * The learner's pass estimate on a day (today, or the test date if they studied no more): their
 * ability from each question's first try, each seen question's recall on that day (FSRS).
 */
export function learnerEstimate(bank: readonly EstimateQuestion[], questions: QuestionStates, at: number, forms?: number): PassEstimate & { answered: number } {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const firstTries: { difficulty: number; ok: boolean; guess: number }[] = [];
  const recall = new Map<string, number>();
  let reviews = 0;
  for (const state of questions.values()) {
    const question = byId.get(state.questionId);
    if (!question || state.seen === 0) continue;
    firstTries.push({ difficulty: question.difficulty, ok: state.firstOk, guess: guessChance(question) });
    reviews += state.seen - 1;
    const chance = recallOn(state.card, at);
    if (chance !== undefined) recall.set(state.questionId, chance);
  }
  // The same day gives the same draw of forms: the number does not move on every render.
  const seed = Math.floor(at / (24 * 60 * 60 * 1000));
  // The range also holds how fast this learner forgets, which FSRS's defaults only guess: less
  // uncertain as their reviews show it (tuned on the simulated learners of npm run bench).
  const ability = abilityFrom(firstTries);
  const memorySd = MEMORY_SD / Math.sqrt(1 + reviews / MEMORY_EVIDENCE);
  return { ...passEstimate(bank, recall, { theta: ability.theta, sd: Math.hypot(ability.sd, memorySd) }, seed, forms), answered: firstTries.length };
}
