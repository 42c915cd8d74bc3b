import type { DrillMode } from '../../../lib/learning/drills';
import { SCORE_SUCCESS_PERCENTAGE, SCORE_WARNING_PERCENTAGE } from '@shared/constants';
import { isPassing, scorePercentage } from '@shared/rules/scoring';
import { optionText, type Question } from '../../../lib/content/question';
import type { RoundAttempt, TimingMode } from '../../../lib/learning/attempt';

/** The learner's choice per question (an option index), null while unanswered. */
export type Answers = readonly (number | null)[];

/** A finished test as the results screen shows it. */
export interface TestResult {
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  /** Seconds. */
  timeSpent: number;
  passed: boolean;
  category: string | null;
  completedAt: string;
  /** The questions (texts as shown now). */
  questions: Question[];
  /** The option index chosen for each question, null when unanswered. */
  answers: (number | null)[];
  /** Whether each answer was right when given (a question changed since keeps its verdict). */
  right?: boolean[];
  /** The timing choice and its limit in seconds (null: no limit). */
  timing?: { mode: TimingMode; limit: number | null };
  /** A review drill (no pass mark), not a test. */
  drill?: DrillMode;
}

/** One reviewed question of a finished test. */
export interface ReviewItem {
  question: Question;
  /** Option index the learner chose, or null when the time ran out first. */
  userAnswer: number | null;
  correct: boolean;
}

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
  drill?: DrillMode;
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
    ...(input.drill ? { drill: input.drill } : {}),
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

/** The weakest first: lowest share right, then the most questions missed. */
export function weakestFirst(scores: readonly CategoryScore[]): CategoryScore[] {
  const share = (s: CategoryScore) => s.correct / Math.max(1, s.total);
  return [...scores].sort((a, b) => share(a) - share(b) || b.total - b.correct - (a.total - a.correct));
}

export function reviewItems(result: TestResult): ReviewItem[] {
  return result.questions.map((question, index) => {
    const userAnswer = result.answers[index] ?? null;
    return { question, userAnswer, correct: result.right?.[index] ?? userAnswer === question.correct_answer };
  });
}

/** The round the record keeps of a finished test (texts stay in the bank). */
export function roundOfResult(result: TestResult, mode: RoundAttempt['mode']): Omit<RoundAttempt, 'kind' | 'id'> {
  const items = reviewItems(result);
  return {
    at: Date.parse(result.completedAt),
    mode,
    timing: result.timing?.mode ?? null,
    category: result.category,
    questionIds: result.questions.map((q) => q.id),
    categories: result.questions.map((q) => q.category_code),
    choices: [...result.answers],
    right: items.map((item) => item.correct),
    versions: result.questions.map((q) => q.version ?? null),
    seconds: result.timeSpent,
  };
}

/** A finished round as the results screen shows it, with the questions as the bank has them now. */
export function resultOfRound(round: RoundAttempt, questions: readonly Question[]): TestResult {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const kept = round.questionIds.flatMap((id, i) => (byId.has(id) ? [i] : []));
  const correctAnswers = kept.filter((i) => round.right[i]).length;
  return {
    score: scorePercentage(correctAnswers, kept.length),
    totalQuestions: kept.length,
    correctAnswers,
    timeSpent: round.seconds,
    passed: isPassing(correctAnswers, kept.length),
    category: round.category,
    completedAt: new Date(round.at).toISOString(),
    questions: kept.map((i) => byId.get(round.questionIds[i]!)!),
    answers: kept.map((i) => round.choices[i] ?? null),
    right: kept.map((i) => round.right[i]!),
    ...(round.timing ? { timing: { mode: round.timing, limit: null } } : {}),
    ...(round.mode === 'test' || round.mode === 'category' ? {} : { drill: round.mode }),
  };
}

export type ScoreTone = 'success' | 'warning' | 'error';

/** At least 75 is success, at least 60 a warning, anything lower an error. */
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_SUCCESS_PERCENTAGE) return 'success';
  if (score >= SCORE_WARNING_PERCENTAGE) return 'warning';
  return 'error';
}
