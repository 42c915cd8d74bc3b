import { describe, expect, it } from 'vitest';
import type { Question } from '../../../lib/content/question';
import { buildQuestionRecord } from '../../../../../tests/support/builders';
import { sessionPayloadOfRound } from '../../../lib/content/session-payload';
import type { RoundAttempt } from '../../../lib/learning/attempt';
import { buildTestResult, resultOfRound, reviewItems, roundOfResult, scoreByCategory, scoreTone, weakestFirst } from './test-result';

const question = (n: number, correctAnswer = n % 4) =>
  buildQuestionRecord(n, { correct_answer: correctAnswer, explanation: `Because ${n}.`, memory_device: `Remember ${n}.`, category_code: 'GOV' });

const twenty = Array.from({ length: 20 }, (_, i) => question(i + 1));
const completedAt = new Date('2026-03-01T12:00:00Z');
/** The first `right` answers correct, the rest wrong, optionally leaving the last `blank` unanswered. */
const answersFor = (questions: Question[], right: number, blank = 0) =>
  questions.map((q, i) => (i >= questions.length - blank ? null : i < right ? q.correct_answer : (q.correct_answer + 1) % 4));

describe('buildTestResult', () => {
  it('passes at 15 of 20', () => {
    const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 15), timeSpent: 421.7, category: null, completedAt });
    expect(result).toMatchObject({ score: 75, totalQuestions: 20, correctAnswers: 15, timeSpent: 421, passed: true, category: null });
    expect(result.completedAt).toBe('2026-03-01T12:00:00.000Z');
    expect(result.questions[0]).toBe(twenty[0]);
    expect(reviewItems(result)[0]).toEqual({ question: twenty[0], userAnswer: 1, correct: true });
  });

  it('fails at 14 of 20', () => {
    const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 14), timeSpent: 60, category: 'GOV', completedAt });
    expect(result).toMatchObject({ score: 70, correctAnswers: 14, passed: false, category: 'GOV' });
  });

  it('counts unanswered questions as wrong with no answer', () => {
    const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 20, 6), timeSpent: 1800, category: null, completedAt });
    expect(result.correctAnswers).toBe(14);
    expect(reviewItems(result).slice(-6).every((q) => q.userAnswer === null && !q.correct)).toBe(true);
  });

  it('treats missing or impossible answers as unanswered', () => {
    const result = buildTestResult({ questions: twenty.slice(0, 2), answers: [7], timeSpent: 5, category: null, completedAt });
    expect(result.answers).toEqual([null, null]);
  });
});

describe('weakestFirst', () => {
  it('puts the lowest share right first, and among equal shares the one with more missed', () => {
    const scores = [
      { category: 'HIS', correct: 3, total: 4 },
      { category: 'GEO', correct: 0, total: 1 },
      { category: 'GOV', correct: 1, total: 4 },
      { category: 'RIG', correct: 0, total: 3 },
    ];
    expect(weakestFirst(scores).map((s) => s.category)).toEqual(['RIG', 'GEO', 'GOV', 'HIS']);
    expect(scores[0]!.category).toBe('HIS');
  });
});

describe('scoreByCategory', () => {
  it('counts right answers per category, in the order the categories come up', () => {
    const mixed = [
      buildQuestionRecord(1, { category_code: 'HIS', correct_answer: 0 }),
      buildQuestionRecord(2, { category_code: 'GEO', correct_answer: 1 }),
      buildQuestionRecord(3, { category_code: 'HIS', correct_answer: 2 }),
      buildQuestionRecord(4, { category_code: 'HIS', correct_answer: 3 }),
    ];
    const result = buildTestResult({ questions: mixed, answers: [0, 0, 2, null], timeSpent: 60, category: null, completedAt, timing: { mode: 'real', limit: 2700 } });
    expect(scoreByCategory(result)).toEqual([
      { category: 'HIS', correct: 2, total: 3 },
      { category: 'GEO', correct: 0, total: 1 },
    ]);
    expect(result.timing).toEqual({ mode: 'real', limit: 2700 });
  });
});

const roundOf = (result: ReturnType<typeof buildTestResult>): RoundAttempt => ({ kind: 'round', id: '44444444-4444-4444-8444-444444444444', ...roundOfResult(result, 'test') });

describe('the session sent for a finished test', () => {
  it('matches docs/spec.md §3 and the server consistency rules', () => {
    const five = twenty.slice(0, 5);
    const result = buildTestResult({ questions: five, answers: [1, 0, null, 0, 2], timeSpent: 123, category: null, completedAt });
    expect(sessionPayloadOfRound(roundOf(result))).toEqual({
      session_type: 'practice',
      session_id: '44444444-4444-4444-8444-444444444444',
      total_questions: 5,
      correct_answers: 2,
      score_percentage: 40,
      time_spent_seconds: 123,
      passed: false,
      questions: [
        { question_id: 'q-1', selected_answer: 'B', is_correct: true, time_spent: 24 },
        { question_id: 'q-2', selected_answer: 'A', is_correct: false, time_spent: 24 },
        { question_id: 'q-3', selected_answer: null, is_correct: false, time_spent: 24 },
        { question_id: 'q-4', selected_answer: 'A', is_correct: true, time_spent: 24 },
        { question_id: 'q-5', selected_answer: 'C', is_correct: false, time_spent: 24 },
      ],
    });
  });

  it('names the version of each question answered, so a change made meanwhile cannot get the test refused', () => {
    const versioned = [question(1), { ...question(2), version: 4 }];
    const result = buildTestResult({ questions: versioned, answers: [1, 2], timeSpent: 60, category: null, completedAt });
    expect(sessionPayloadOfRound(roundOf(result)).questions.map((q) => q.question_version)).toEqual([undefined, 4]);
  });
});

describe('scoreTone', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [74, 'warning'],
    [60, 'warning'],
    [59, 'error'],
    [0, 'error'],
  ])('%d%% → %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});

describe('a finished test kept as a round of the record', () => {
  const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 16), timeSpent: 300, category: null, completedAt, timing: { mode: 'standard', limit: 1800 } });

  it('shows the same result when read back with the same questions', () => {
    const back = resultOfRound(roundOf(result), twenty);
    expect(back).toMatchObject({ score: 80, correctAnswers: 16, totalQuestions: 20, passed: true, timeSpent: 300, completedAt: result.completedAt, answers: result.answers });
    expect(reviewItems(back)).toEqual(reviewItems(result));
  });

  it('keeps each verdict as given, even if a question\'s key changed since', () => {
    const changed = twenty.map((q, i) => (i === 0 ? { ...q, correct_answer: (q.correct_answer + 1) % 4 } : q));
    const back = resultOfRound(roundOf(result), changed);
    expect(reviewItems(back)[0]!.correct).toBe(true);
    expect(back.correctAnswers).toBe(16);
  });

  it('leaves out a question no longer in the bank, and scores what is left', () => {
    const back = resultOfRound(roundOf(result), twenty.slice(1));
    expect(back.totalQuestions).toBe(19);
    expect(back.correctAnswers).toBe(15);
  });
});
