import type { SessionPayload } from '../../../shared/contract/sessions.js';
import { indexToLetter } from '../../../shared/rules/answers.js';
import { isPassing, scorePercentage } from '../../../shared/rules/scoring.js';

/** A session as the server scored it from its own answer keys. */
export interface ScoredSession {
  payload: SessionPayload;
  correct: number;
  percentage: number;
  passed: boolean;
  /** Right or wrong per answer, in the order sent. */
  verdicts: boolean[];
  /** The version each answer was given on; null where it cannot be known (then the answer counts in no statistics). */
  versions: (number | null)[];
  /** A keyed hash of the sender's network and the day, or null. */
  addressKey: string | null;
}

/** What the server knows of the keys: each question's current key and version, and the keys of older versions asked for. */
export interface AnswerKeys {
  current: ReadonlyMap<string, { key: number; version: number }>;
  /** Keyed by `olderKeyId(id, version)`. */
  older: ReadonlyMap<string, number>;
}

export const olderKeyId = (id: string, version: number) => `${id}@${version}`;

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
 * Scores a session with the server's answer keys and compares what the browser claimed (nothing
 * a browser sends is trusted for statistics). An answer that names its question's version is
 * scored with that version's key: a shuffle or a fix after the learner drew the test loses
 * nothing. An answer from an older client, which names no version, is scored with today's key;
 * if it disagrees, it was given on an earlier version nobody can name: the session is kept, that
 * answer counts in no statistics, and its claim stands for the learner's own score.
 */
export function scoreSession(session: SessionPayload, keys: AnswerKeys, addressKey: string | null = null): ScoredSession | { problem: string } {
  const verdicts: boolean[] = [];
  const versions: (number | null)[] = [];
  for (const q of session.questions) {
    const current = keys.current.get(q.question_id);
    const chose = (key: number) => q.selected_answer !== null && q.selected_answer === indexToLetter(key);
    if (q.question_version !== undefined) {
      const key = current?.version === q.question_version ? current.key : keys.older.get(olderKeyId(q.question_id, q.question_version));
      if (key === undefined) return { problem: `question ${q.question_id} has no version ${q.question_version}` };
      if (q.is_correct !== chose(key)) return { problem: `is_correct does not match the answer key for question ${q.question_id}` };
      verdicts.push(chose(key));
      versions.push(q.question_version);
    } else if (current && q.is_correct === chose(current.key)) {
      verdicts.push(q.is_correct);
      versions.push(current.version);
    } else {
      verdicts.push(q.is_correct);
      versions.push(null);
    }
  }
  const correct = verdicts.filter(Boolean).length;
  const total = session.total_questions;
  if (session.correct_answers !== correct) return { problem: 'correct_answers must equal the number of answers marked correct' };
  if (Math.abs(session.score_percentage - (100 * correct) / total) > 1) return { problem: 'score_percentage does not match correct_answers and total_questions' };
  if (session.passed !== isPassing(correct, total)) return { problem: 'passed does not match the pass mark' };
  return { payload: session, correct, percentage: scorePercentage(correct, total), passed: isPassing(correct, total), verdicts, versions, addressKey };
}
