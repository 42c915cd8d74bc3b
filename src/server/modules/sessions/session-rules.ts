import type { SessionPayload } from '../../../shared/contract/sessions.js';
import { isPassing } from '../../../shared/rules/scoring.js';

/** Returns the first inconsistency in a submitted session, or undefined when it adds up. */
export function findSessionInconsistency(session: SessionPayload): string | undefined {
  const { questions, total_questions: total, correct_answers: correct } = session;
  if (questions.length !== total) return 'questions must list exactly total_questions answers';
  if (correct > total) return 'correct_answers cannot exceed total_questions';
  if (questions.filter((q) => q.is_correct).length !== correct) {
    return 'correct_answers must equal the number of answers marked correct';
  }
  if (questions.some((q) => q.selected_answer === null && q.is_correct)) {
    return 'an unanswered question cannot be correct';
  }
  if (new Set(questions.map((q) => q.question_id)).size !== questions.length) {
    return 'a question may appear only once in a session';
  }
  if (Math.abs(session.score_percentage - (100 * correct) / total) > 1) {
    return 'score_percentage does not match correct_answers and total_questions';
  }
  if (session.passed !== isPassing(correct, total)) return 'passed does not match the pass mark';
  return undefined;
}
