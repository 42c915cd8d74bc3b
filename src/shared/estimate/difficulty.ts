import { AUTHORED_DIFFICULTY } from './pass-estimate.js';

/**
 * How hard each question is for everyone (issue 30, decision 045), on the pass estimate's logit
 * scale, from the server's counted answers (one a day per learner and network: decision 029).
 * Each question's share right is shrunk toward what its authored difficulty predicts, with the
 * weight of `PRIOR_ANSWERS` answers, so a question answered a few times stays near its authored
 * level and one answered hundreds of times follows its answers. The population's ability is
 * anchored so that the questions' mean difficulty is the mean of their authored difficulty.
 */

export interface DifficultyInput {
  id: string;
  authored: keyof typeof AUTHORED_DIFFICULTY;
  answers: number;
  right: number;
  /** The chance of guessing it right (0.25 for four options, 0.5 for true/false): not knowledge. */
  guess?: number;
}

const PRIOR_ANSWERS = 20;
const LIMIT = 4;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));
const clamp = (x: number) => Math.max(-LIMIT, Math.min(LIMIT, x));

export function estimateDifficulty(questions: readonly DifficultyInput[]): Map<string, number> {
  const authored = questions.map((q) => AUTHORED_DIFFICULTY[q.authored]);
  const meanAuthored = authored.reduce((a, b) => a + b, 0) / Math.max(1, authored.length);
  // The population's ability: start where the authored scale puts a typical learner, then
  // re-anchor twice (the shrinkage itself depends on it).
  let ability = 1;
  let result = new Map<string, number>();
  for (let round = 0; round < 3; round += 1) {
    result = new Map(
      questions.map((q, i) => {
        const guess = q.guess ?? 0;
        const prior = guess + (1 - guess) * sigmoid(ability - authored[i]!);
        const share = (q.right + PRIOR_ANSWERS * prior) / (q.answers + PRIOR_ANSWERS);
        // The share that knew it, once lucky guesses are taken out.
        const known = (share - guess) / (1 - guess);
        return [q.id, ability - logit(Math.min(0.999, Math.max(0.001, known)))];
      }),
    );
    const mean = [...result.values()].reduce((a, b) => a + b, 0) / Math.max(1, result.size);
    ability += meanAuthored - mean;
  }
  return new Map([...result].map(([id, b]) => [id, Math.round(clamp(b) * 100) / 100]));
}
