import { SCORE_SUCCESS_PERCENTAGE, SCORE_WARNING_PERCENTAGE } from '@shared/constants';
import { indexToLetter } from '@shared/rules/answers';
import { isPassing, scorePercentage } from '@shared/rules/scoring';
import type { Question } from '../../../lib/content/model';
import type { SessionPayload } from '../../../lib/content/wire-types';

/** The learner's choice per question (an option index), null while unanswered. */
export type Answers = readonly (number | null)[];

/** One reviewed question of a finished test (spec section 3, plus what the review shows). */
export interface ReviewItem {
  questionId: string;
  question: string;
  options: string[];
  /** Option index the learner chose, or null when the time ran out first. */
  userAnswer: number | null;
  correctAnswer: number;
  correct: boolean;
  explanation: string;
  memoryDevice: string;
}

/** The local test result, saved under ca_last_test_results. */
export interface TestResult {
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  /** Seconds. */
  timeSpent: number;
  passed: boolean;
  category: string | null;
  completedAt: string;
  questions: ReviewItem[];
}

export type SessionSubmission = Omit<SessionPayload, 'learner_id'>;

function chosen(answer: number | null | undefined, question: Question): number | null {
  return answer !== null && answer !== undefined && answer >= 0 && answer < question.options.length ? answer : null;
}

export function buildTestResult(input: {
  questions: readonly Question[];
  answers: Answers;
  timeSpent: number;
  category: string | null;
  completedAt: Date;
}): TestResult {
  const questions = input.questions.map((question, index): ReviewItem => {
    const userAnswer = chosen(input.answers[index], question);
    return {
      questionId: question.id,
      question: question.question,
      options: question.options,
      userAnswer,
      correctAnswer: question.correctAnswer,
      correct: userAnswer === question.correctAnswer,
      explanation: question.explanation,
      memoryDevice: question.memoryDevice,
    };
  });
  const correctAnswers = questions.filter((q) => q.correct).length;
  const totalQuestions = questions.length;
  return {
    score: scorePercentage(correctAnswers, totalQuestions),
    totalQuestions,
    correctAnswers,
    timeSpent: Math.max(0, Math.floor(input.timeSpent)),
    passed: isPassing(correctAnswers, totalQuestions),
    category: input.category,
    completedAt: input.completedAt.toISOString(),
    questions,
  };
}

/** The POST /api/sessions body (spec section 3): time per question is the total divided evenly, floored. */
export function buildSessionPayload(result: TestResult): SessionSubmission {
  const perQuestion = result.totalQuestions === 0 ? 0 : Math.floor(result.timeSpent / result.totalQuestions);
  return {
    session_type: 'practice',
    total_questions: result.totalQuestions,
    correct_answers: result.correctAnswers,
    score_percentage: result.score,
    time_spent_seconds: result.timeSpent,
    passed: result.passed,
    questions: result.questions.map((q) => ({
      question_id: q.questionId,
      selected_answer: q.userAnswer === null ? null : indexToLetter(q.userAnswer),
      is_correct: q.correct,
      time_spent: perQuestion,
    })),
  };
}

export type ScoreTone = 'success' | 'warning' | 'error';

/** At least 75 is success, at least 60 a warning, anything lower an error. */
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_SUCCESS_PERCENTAGE) return 'success';
  if (score >= SCORE_WARNING_PERCENTAGE) return 'warning';
  return 'error';
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isReviewItem(value: unknown): value is ReviewItem {
  return (
    isObject(value) &&
    typeof value.questionId === 'string' &&
    typeof value.question === 'string' &&
    Array.isArray(value.options) &&
    value.options.every((o) => typeof o === 'string') &&
    (value.userAnswer === null || isCount(value.userAnswer)) &&
    isCount(value.correctAnswer) &&
    typeof value.correct === 'boolean' &&
    typeof value.explanation === 'string' &&
    typeof value.memoryDevice === 'string'
  );
}

/** Guards what comes back from storage or navigation state: anything else is treated as no result. */
export function isTestResult(value: unknown): value is TestResult {
  return (
    isObject(value) &&
    isCount(value.score) &&
    isCount(value.totalQuestions) &&
    isCount(value.correctAnswers) &&
    isCount(value.timeSpent) &&
    typeof value.passed === 'boolean' &&
    (value.category === null || typeof value.category === 'string') &&
    typeof value.completedAt === 'string' &&
    Array.isArray(value.questions) &&
    value.questions.length === value.totalQuestions &&
    value.questions.every(isReviewItem)
  );
}
