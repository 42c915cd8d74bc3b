import type { QuestionStats } from '../contract/admin.js';
import type { AnswerLetter } from './answers.js';

/**
 * Below this many answers a question's figures say little: it is sorted after the others by
 * miss rate (decision 026).
 */
export const MIN_ATTEMPTS_FOR_STATS = 5;
/**
 * A likely wrong key is raised only from this many counted answers: each from a different learner
 * and a different network on its day (decision 029), so a few made-up sessions cannot raise it.
 */
export const MIN_ATTEMPTS_FOR_FLAG = 20;
/** A session counts in the statistics only if it answered at least this many questions… */
export const STATS_MIN_ANSWERED = 5;
/** …taking at least this many seconds for each (a real learner reads the question). */
export const STATS_MIN_SECONDS_PER_ANSWER = 3;

/** What the database counted for one question: answers given since its last change. */
export interface AnswerCounts {
  attempts: number;
  correct: number;
  /** The wrong option chosen most often (ties go to the earlier letter), or null when no answer was wrong. */
  topWrong: { letter: AnswerLetter; count: number } | null;
}

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);

export function toQuestionStats({ attempts, correct, topWrong }: AnswerCounts): QuestionStats {
  return {
    attempts,
    correct,
    right_percentage: attempts === 0 ? null : percent(correct, attempts),
    top_wrong_answer: topWrong && attempts > 0 ? { ...topWrong, percentage: percent(topWrong.count, attempts) } : null,
    likely_wrong_key: attempts >= MIN_ATTEMPTS_FOR_FLAG && topWrong !== null && topWrong.count > correct,
  };
}

export const NO_ANSWERS: AnswerCounts = { attempts: 0, correct: 0, topWrong: null };
