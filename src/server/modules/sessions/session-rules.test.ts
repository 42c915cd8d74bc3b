import { describe, expect, it } from 'vitest';
import { bankAnswerIndex, buildSession } from '../../../../tests/support/builders.js';
import { findShapeProblem, scoreSession } from './session-rules.js';

const ids = Array.from({ length: 20 }, (_, i) => `his-${String(i + 1).padStart(3, '0')}`);
const key = new Map(ids.map((id) => [id, bankAnswerIndex(id)]));

describe('scoreSession', () => {
  it('scores with the server key and accepts honest passing and failing sessions', () => {
    expect(scoreSession(buildSession(ids, 15), key)).toMatchObject({ correct: 15, percentage: 75, passed: true });
    expect(scoreSession(buildSession(ids, 14), key)).toMatchObject({ correct: 14, passed: false });
  });

  it('refuses a session that claims a wrong answer was right', () => {
    const session = buildSession(ids, 14);
    session.questions[19] = { ...session.questions[19]!, is_correct: true };
    expect(scoreSession({ ...session, correct_answers: 15, score_percentage: 75, passed: true }, key)).toEqual({
      problem: 'is_correct does not match the answer key for question his-020',
    });
  });

  it('refuses totals that do not follow from the answers', () => {
    expect(scoreSession(buildSession(ids, 14, { passed: true }), key)).toEqual({ problem: 'passed does not match the pass mark' });
    expect(scoreSession(buildSession(ids, 14, { score_percentage: 90 }), key)).toEqual({ problem: 'score_percentage does not match correct_answers and total_questions' });
  });

  it('tolerates rounding of the score by one point', () => {
    expect(scoreSession(buildSession(ids.slice(0, 3), 1, { score_percentage: 33.33 }), key)).toMatchObject({ correct: 1 });
  });
});

describe('findShapeProblem', () => {
  it('finds what needs no answer key', () => {
    expect(findShapeProblem(buildSession(ids, 3))).toBeUndefined();
    expect(findShapeProblem(buildSession(ids, 3, { total_questions: 21 }))).toBe('questions must list exactly total_questions answers');
    expect(findShapeProblem(buildSession([ids[0]!, ids[0]!], 0))).toBe('a question may appear only once in a session');
    const slow = buildSession(ids, 3, { time_spent_seconds: 10 });
    expect(findShapeProblem(slow)).toBe('time_spent of one question cannot exceed time_spent_seconds');
  });
});
