import { describe, expect, it } from 'vitest';
import { bankAnswerIndex, buildSession } from '../../../../tests/support/builders.js';
import type { SessionPayload } from '../../../shared/contract/sessions.js';
import { findShapeProblem, olderKeyId, scoreSession, type AnswerKeys } from './session-rules.js';

const ids = Array.from({ length: 20 }, (_, i) => `his-${String(i + 1).padStart(3, '0')}`);
const keys: AnswerKeys = { current: new Map(ids.map((id) => [id, { key: bankAnswerIndex(id), version: 1 }])), older: new Map() };
const withoutVersions = (s: SessionPayload): SessionPayload => ({ ...s, questions: s.questions.map(({ question_version: _, ...q }) => q) });

describe('scoreSession', () => {
  it('scores with the server key and accepts honest passing and failing sessions', () => {
    expect(scoreSession(buildSession(ids, 15), keys)).toMatchObject({ correct: 15, percentage: 75, passed: true, versions: ids.map(() => 1) });
    expect(scoreSession(buildSession(ids, 14), keys)).toMatchObject({ correct: 14, passed: false });
  });

  it('refuses a session that claims a wrong answer was right on a version it names', () => {
    const session = buildSession(ids, 14);
    session.questions[19] = { ...session.questions[19]!, is_correct: true };
    expect(scoreSession({ ...session, correct_answers: 15, score_percentage: 75, passed: true }, keys)).toEqual({
      problem: 'is_correct does not match the answer key for question his-020',
    });
  });

  it('scores an answer given before a shuffle with the key of the version it names', () => {
    // his-001 was shuffled after the test was drawn: its key moved from A (version 1) to C (version 2).
    const shuffled: AnswerKeys = { current: new Map([...keys.current, ['his-001', { key: 2, version: 2 }]]), older: new Map([[olderKeyId('his-001', 1), 0]]) };
    expect(scoreSession(buildSession(ids, 20), shuffled)).toMatchObject({ correct: 20, versions: ids.map(() => 1) });
  });

  it('refuses a version the question never had', () => {
    const session = buildSession(ids, 3);
    session.questions[0] = { ...session.questions[0]!, question_version: 7 };
    expect(scoreSession(session, keys)).toEqual({ problem: 'question his-001 has no version 7' });
  });

  it("keeps an older client's session whose answer disagrees with today's key, leaving that answer out of the statistics", () => {
    const session = withoutVersions(buildSession(ids, 14));
    session.questions[19] = { ...session.questions[19]!, is_correct: true };
    const scored = scoreSession({ ...session, correct_answers: 15, score_percentage: 75, passed: true }, keys);
    expect(scored).toMatchObject({ correct: 15 });
    expect('versions' in scored && scored.versions).toEqual([...ids.slice(0, 19).map(() => 1), null]);
  });

  it('refuses totals that do not follow from the answers', () => {
    expect(scoreSession(buildSession(ids, 14, { passed: true }), keys)).toEqual({ problem: 'passed does not match the pass mark' });
    expect(scoreSession(buildSession(ids, 14, { score_percentage: 90 }), keys)).toEqual({ problem: 'score_percentage does not match correct_answers and total_questions' });
  });

  it('tolerates rounding of the score by one point', () => {
    expect(scoreSession(buildSession(ids.slice(0, 3), 1, { score_percentage: 33.33 }), keys)).toMatchObject({ correct: 1 });
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
