import { SCORE_SUCCESS_PERCENTAGE, SCORE_WARNING_PERCENTAGE } from '@shared/constants';
import type { SessionPayload } from '@shared/contract/sessions';
import { indexToLetter } from '@shared/rules/answers';
import { isPassing, scorePercentage } from '@shared/rules/scoring';
import { optionText, type Question } from '../../../lib/content/question';
import type { StoredTestResult } from '../../../lib/storage/learner-data';

/** The learner's choice per question (an option index), null while unanswered. */
export type Answers = readonly (number | null)[];

/** The result of a finished test, as kept on the device. */
export type TestResult = StoredTestResult;

/** One reviewed question of a finished test. */
export interface ReviewItem {
  question: Question;
  /** Option index the learner chose, or null when the time ran out first. */
  userAnswer: number | null;
  correct: boolean;
}

export type SessionSubmission = Omit<SessionPayload, 'learner_id'>;

function chosen(answer: number | null | undefined, question: Question): number | null {
  return answer !== null && answer !== undefined && optionText(question, answer) !== '' ? answer : null;
}

export function buildTestResult(input: {
  questions: readonly Question[];
  answers: Answers;
  timeSpent: number;
  category: string | null;
  completedAt: Date;
  timing?: TestResult['timing'];
}): TestResult {
  const answers = input.questions.map((question, index) => chosen(input.answers[index], question));
  const correctAnswers = input.questions.filter((q, index) => answers[index] === q.correct_answer).length;
  const totalQuestions = input.questions.length;
  return {
    score: scorePercentage(correctAnswers, totalQuestions),
    totalQuestions,
    correctAnswers,
    timeSpent: Math.max(0, Math.floor(input.timeSpent)),
    passed: isPassing(correctAnswers, totalQuestions),
    category: input.category,
    completedAt: input.completedAt.toISOString(),
    questions: [...input.questions],
    answers,
    ...(input.timing ? { timing: input.timing } : {}),
  };
}

export interface CategoryScore {
  category: string;
  correct: number;
  total: number;
}

/** The test's score per category, in the order the categories first appear in the test. */
export function scoreByCategory(result: TestResult): CategoryScore[] {
  const scores = new Map<string, CategoryScore>();
  for (const item of reviewItems(result)) {
    const code = item.question.category_code;
    const score = scores.get(code) ?? { category: code, correct: 0, total: 0 };
    score.total += 1;
    if (item.correct) score.correct += 1;
    scores.set(code, score);
  }
  return [...scores.values()];
}

export function reviewItems(result: TestResult): ReviewItem[] {
  return result.questions.map((question, index) => {
    const userAnswer = result.answers[index] ?? null;
    return { question, userAnswer, correct: userAnswer === question.correct_answer };
  });
}

/** The POST /api/sessions body (docs/spec.md §3): time per question is the total divided evenly, floored. */
export function buildSessionPayload(result: TestResult): SessionSubmission {
  const perQuestion = result.totalQuestions === 0 ? 0 : Math.floor(result.timeSpent / result.totalQuestions);
  return {
    session_type: 'practice',
    total_questions: result.totalQuestions,
    correct_answers: result.correctAnswers,
    score_percentage: result.score,
    time_spent_seconds: result.timeSpent,
    passed: result.passed,
    questions: reviewItems(result).map((item) => ({
      question_id: item.question.id,
      selected_answer: item.userAnswer === null ? null : indexToLetter(item.userAnswer),
      is_correct: item.correct,
      time_spent: perQuestion,
      // The version answered: a change the admin makes meanwhile (a shuffle) cannot make the server refuse it.
      ...(item.question.version !== undefined ? { question_version: item.question.version } : {}),
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
