import { describe, expect, it } from 'vitest';
import type { Question } from '../../../lib/content/model';
import { buildClientQuestion } from '../../../../../tests/support/builders';
import { buildSessionPayload, buildTestResult, isTestResult, scoreTone } from './test-result';

const question = (n: number, correctAnswer = n % 4) =>
  buildClientQuestion({ id: `q-${n}`, question: `Question ${n}?`, correctAnswer, explanation: `Because ${n}.`, memoryDevice: `Remember ${n}.`, category: 'GOV' });

const twenty = Array.from({ length: 20 }, (_, i) => question(i + 1));
const completedAt = new Date('2026-03-01T12:00:00Z');
/** The first `right` answers correct, the rest wrong, optionally leaving the last `blank` unanswered. */
const answersFor = (questions: Question[], right: number, blank = 0) =>
  questions.map((q, i) => (i >= questions.length - blank ? null : i < right ? q.correctAnswer : (q.correctAnswer + 1) % 4));

describe('buildTestResult', () => {
  it('passes at 15 of 20', () => {
    const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 15), timeSpent: 421.7, category: null, completedAt });
    expect(result).toMatchObject({ score: 75, totalQuestions: 20, correctAnswers: 15, timeSpent: 421, passed: true, category: null });
    expect(result.completedAt).toBe('2026-03-01T12:00:00.000Z');
    expect(result.questions[0]).toEqual({
      questionId: 'q-1',
      question: 'Question 1?',
      options: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
      userAnswer: 1,
      correctAnswer: 1,
      correct: true,
      explanation: 'Because 1.',
      memoryDevice: 'Remember 1.',
    });
  });

  it('fails at 14 of 20', () => {
    const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 14), timeSpent: 60, category: 'GOV', completedAt });
    expect(result).toMatchObject({ score: 70, correctAnswers: 14, passed: false, category: 'GOV' });
  });

  it('counts unanswered questions as wrong with no answer', () => {
    const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 20, 6), timeSpent: 1800, category: null, completedAt });
    expect(result.correctAnswers).toBe(14);
    expect(result.questions.slice(-6).every((q) => q.userAnswer === null && !q.correct)).toBe(true);
  });

  it('treats missing or impossible answers as unanswered', () => {
    const result = buildTestResult({ questions: twenty.slice(0, 2), answers: [7], timeSpent: 5, category: null, completedAt });
    expect(result.questions.map((q) => q.userAnswer)).toEqual([null, null]);
  });
});

describe('buildSessionPayload', () => {
  it('matches spec section 3 and the server consistency rules', () => {
    const five = twenty.slice(0, 5);
    const result = buildTestResult({ questions: five, answers: [1, 0, null, 0, 2], timeSpent: 123, category: null, completedAt });
    expect(buildSessionPayload(result)).toEqual({
      session_type: 'practice',
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

describe('isTestResult', () => {
  const result = buildTestResult({ questions: twenty, answers: answersFor(twenty, 16), timeSpent: 300, category: null, completedAt });
  it('accepts a result that went through JSON', () => {
    expect(isTestResult(JSON.parse(JSON.stringify(result)))).toBe(true);
  });
  it.each([
    ['nothing', null],
    ['a string', 'result'],
    ['a missing score', { ...result, score: undefined }],
    ['a question list of the wrong length', { ...result, questions: result.questions.slice(1) }],
    ['a broken question', { ...result, questions: [{ ...result.questions[0], options: 'A' }, ...result.questions.slice(1)] }],
  ])('rejects %s', (_label, value) => {
    expect(isTestResult(value)).toBe(false);
  });
});
