import type { SessionPayload } from '../../../shared/contract/sessions.js';
import { indexToLetter } from '../../../shared/rules/answers.js';
import { isPassing, scorePercentage } from '../../../shared/rules/scoring.js';

/** A session as the server scored it from its own answer key. */
export interface ScoredSession {
  payload: SessionPayload;
  correct: number;
  percentage: number;
  passed: boolean;
  /** Right or wrong per answer, in the order sent. */
  verdicts: boolean[];
}

/** Checks that do not need the answer key; returns the first problem, or undefined. */
export function findShapeProblem(session: SessionPayload): string | undefined {
  const { questions, total_questions: total, correct_answers: correct } = session;
  if (questions.length !== total) return 'questions must list exactly total_questions answers';
  if (correct > total) return 'correct_answers cannot exceed total_questions';
  if (questions.some((q) => q.selected_answer === null && q.is_correct)) return 'an unanswered question cannot be correct';
  if (new Set(questions.map((q) => q.question_id)).size !== questions.length) return 'a question may appear only once in a session';
  if (questions.some((q) => q.time_spent > session.time_spent_seconds)) return 'time_spent of one question cannot exceed time_spent_seconds';
  return undefined;
}

/**
 * Scores a session with the server's answer key (`correctIndex` of each question id) and
 * compares what the browser claimed: any difference is a problem (nothing a browser sends is
 * trusted for statistics).
 */
export function scoreSession(session: SessionPayload, correctIndex: ReadonlyMap<string, number>): ScoredSession | { problem: string } {
  const verdicts = session.questions.map((q) => {
    const key = correctIndex.get(q.question_id);
    return q.selected_answer !== null && key !== undefined && q.selected_answer === indexToLetter(key);
  });
  const mismatch = session.questions.findIndex((q, i) => q.is_correct !== verdicts[i]);
  if (mismatch >= 0) return { problem: `is_correct does not match the answer key for question ${session.questions[mismatch]!.question_id}` };
  const correct = verdicts.filter(Boolean).length;
  const total = session.total_questions;
  if (session.correct_answers !== correct) return { problem: 'correct_answers must equal the number of answers marked correct' };
  if (Math.abs(session.score_percentage - (100 * correct) / total) > 1) return { problem: 'score_percentage does not match correct_answers and total_questions' };
  if (session.passed !== isPassing(correct, total)) return { problem: 'passed does not match the pass mark' };
  return { payload: session, correct, percentage: scorePercentage(correct, total), passed: isPassing(correct, total), verdicts };
}
