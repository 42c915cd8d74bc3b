import { ANSWER_LETTERS } from '@shared/constants';
import { CATEGORY_CODES } from '@shared/categories';
import { normaliseQuestion } from '../content/normalise-question';

/**
 * The learning data of the learner store before the record of attempts (store versions 0–2, and
 * export files of those releases): read once, turned into attempts (lib/learning/legacy-record.ts).
 */
type LegacyAnswerMode = 'test' | 'category' | 'weak' | 'missed' | 'due' | 'flashcard';
const ANSWER_MODES: readonly LegacyAnswerMode[] = ['test', 'category', 'weak', 'missed', 'due', 'flashcard'];
const PRACTICE_MODES: readonly string[] = ANSWER_MODES.filter((m) => m !== 'flashcard');

/** One answer of the version-2 log. */
interface LegacyAnswer {
  id: string;
  category: string;
  ok: boolean;
  choice: number | null;
  at: number;
  mode: LegacyAnswerMode;
}

/** One finished test or round of the version-2 history. */
interface LegacyTest {
  completedAt: string;
  mode: Exclude<LegacyAnswerMode, 'flashcard'>;
  timing: 'standard' | 'real' | 'extended' | 'none' | null;
  category: string | null;
  timeSpent: number;
  questionIds: string[];
  answers: (number | null)[];
  right: boolean[];
}

export interface LegacyLearning {
  answers: LegacyAnswer[];
  history: LegacyTest[];
  /** A Map: question ids such as "constructor" must never meet an object's own properties. */
  cardMarks: Map<string, 'known' | 'review'>;
  /** Sections that held damaged entries (the valid ones are kept). */
  damaged: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isQuestionId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isChoice = (v: unknown): v is number | null => v === null || (isCount(v) && v < 4);

function isAnswer(v: unknown): v is LegacyAnswer {
  return isObject(v) && isQuestionId(v.id) && typeof v.category === 'string' && v.category.length <= 8 && typeof v.ok === 'boolean' && isChoice(v.choice) && isCount(v.at) && ANSWER_MODES.includes(v.mode as LegacyAnswerMode);
}

function isTest(v: unknown): v is LegacyTest {
  if (!isObject(v)) return false;
  const { questionIds, answers, right } = v;
  const n = Array.isArray(questionIds) ? questionIds.length : -1;
  return (
    typeof v.completedAt === 'string' &&
    !Number.isNaN(Date.parse(v.completedAt)) &&
    PRACTICE_MODES.includes(v.mode as string) &&
    (v.timing === null || ['standard', 'real', 'extended', 'none'].includes(v.timing as string)) &&
    (v.category === null || typeof v.category === 'string') &&
    isCount(v.timeSpent) &&
    n > 0 &&
    (questionIds as unknown[]).every(isQuestionId) &&
    Array.isArray(answers) &&
    answers.length === n &&
    answers.every(isChoice) &&
    Array.isArray(right) &&
    right.length === n &&
    right.every((r) => typeof r === 'boolean')
  );
}

function list<T>(value: unknown, check: (v: unknown) => v is T): { value: T[]; damaged: boolean } {
  if (value === undefined || value === null) return { value: [], damaged: false };
  if (!Array.isArray(value)) return { value: [], damaged: true };
  const valid = value.filter(check);
  return { value: valid, damaged: valid.length !== value.length };
}

/** A saved test result of versions 0–1 (with the question texts): its history entry and its answers. */
function fromLastResult(value: unknown): { test: LegacyTest; answers: LegacyAnswer[] } | undefined {
  const result = firstReleaseResult(value);
  if (!isObject(result) || !Array.isArray(result.questions) || !Array.isArray(result.answers) || typeof result.completedAt !== 'string') return undefined;
  const questions = result.questions.map(normaliseQuestion);
  if (questions.length === 0 || questions.some((q) => !q) || result.answers.length !== questions.length || !result.answers.every(isChoice)) return undefined;
  const at = Date.parse(result.completedAt);
  if (Number.isNaN(at)) return undefined;
  const choices = result.answers as (number | null)[];
  const right = questions.map((q, i) => choices[i] === q!.correct_answer);
  return {
    test: {
      completedAt: result.completedAt,
      mode: 'test',
      timing: null,
      category: typeof result.category === 'string' ? result.category : null,
      timeSpent: isCount(result.timeSpent) ? result.timeSpent : 0,
      questionIds: questions.map((q) => q!.id),
      answers: choices,
      right,
    },
    answers: questions.map((q, i) => ({ id: q!.id, category: q!.category_code, ok: right[i]!, choice: choices[i] ?? null, at, mode: 'test' })),
  };
}

/** The first release stored each reviewed question with its text and an options list. */
function firstReleaseResult(value: unknown): unknown {
  if (!isObject(value) || !Array.isArray(value.questions)) return value;
  const questions = value.questions as unknown[];
  if (!questions.every((q) => isObject(q) && 'questionId' in q)) return value;
  const categoryOf = (id: unknown) => {
    const prefix = typeof id === 'string' ? id.slice(0, 3).toUpperCase() : '';
    return (CATEGORY_CODES as readonly string[]).includes(prefix) ? prefix : value.category;
  };
  return {
    ...value,
    questions: (questions as Record<string, unknown>[]).map((item) => ({
      id: item.questionId,
      question: item.question,
      options: item.options,
      correct_answer: item.correctAnswer,
      explanation: item.explanation,
      memory_device: item.memoryDevice,
      category_code: categoryOf(item.questionId),
    })),
    answers: (questions as Record<string, unknown>[]).map((item) => (typeof item.userAnswer === 'number' && item.userAnswer < ANSWER_LETTERS.length ? item.userAnswer : null)),
  };
}

/**
 * The learning data of stored sections of any earlier version (the answers, the history, the
 * flashcard marks, and a last result when there is no history yet), or undefined when there is none.
 */
export function parseLegacyLearning(sections: Record<string, unknown>): LegacyLearning | undefined {
  const present = ['answers', 'history', 'cardMarks', 'lastResult', 'lastTestResults'].filter((s) => sections[s] !== undefined && sections[s] !== null);
  if (present.length === 0) return undefined;
  const answers = list(sections.answers, isAnswer);
  const history = list(sections.history, isTest);
  const damaged: string[] = [];
  if (answers.damaged) damaged.push('answers');
  if (history.damaged) damaged.push('history');
  const cardMarks = new Map<string, 'known' | 'review'>();
  if (isObject(sections.cardMarks)) {
    for (const [id, mark] of Object.entries(sections.cardMarks)) {
      if (isQuestionId(id) && (mark === 'known' || mark === 'review')) cardMarks.set(id, mark);
      else if (!damaged.includes('cardMarks')) damaged.push('cardMarks');
    }
  } else if (sections.cardMarks !== undefined && sections.cardMarks !== null) damaged.push('cardMarks');
  // Versions 0 and 1 kept only the last result: it is the first test of the history and its answers the first of the log.
  const last = sections.lastResult ?? sections.lastTestResults;
  if (history.value.length === 0 && answers.value.length === 0 && last !== undefined && last !== null) {
    const converted = fromLastResult(last);
    if (converted) return { answers: converted.answers, history: [converted.test], cardMarks, damaged };
    damaged.push('lastResult');
  }
  return { answers: answers.value, history: history.value, cardMarks, damaged };
}
