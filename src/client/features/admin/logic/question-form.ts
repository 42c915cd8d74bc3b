import { CATEGORY_CODES, type CategoryCode } from '@shared/categories';
import { ANSWER_LETTERS, DEFAULT_DIFFICULTY } from '@shared/constants';
import { questionPayloadSchema, type Difficulty, type QuestionPayload, type QuestionRecord } from '@shared/contract/questions';
import type { AnswerSet } from '@shared/rules/reorder';

/** No correct answer chosen yet (a new question starts this way). */
const NO_ANSWER = -1;

export interface QuestionFormValues {
  question: string;
  /** Always four, A to D. */
  options: string[];
  correctAnswer: number;
  category: CategoryCode;
  difficulty: Difficulty;
  explanation: string;
  memoryDevice: string;
  /** Not edited here, but kept so that saving does not erase it. */
  context: string | null;
}

export function emptyQuestionForm(category: CategoryCode = CATEGORY_CODES[0]): QuestionFormValues {
  return {
    question: '',
    options: ANSWER_LETTERS.map(() => ''),
    correctAnswer: NO_ANSWER,
    category,
    difficulty: DEFAULT_DIFFICULTY,
    explanation: '',
    memoryDevice: '',
    context: null,
  };
}

export function formFromRecord(record: QuestionRecord): QuestionFormValues {
  return {
    question: record.question,
    options: [record.option_a, record.option_b, record.option_c ?? '', record.option_d ?? ''],
    correctAnswer: record.correct_answer,
    category: record.category_code,
    difficulty: record.difficulty_level,
    explanation: record.explanation,
    memoryDevice: record.memory_device,
    context: record.context,
  };
}

export function answerSetOf(values: QuestionFormValues): AnswerSet {
  return { options: values.options, correctAnswer: values.correctAnswer };
}

export function withAnswerSet(values: QuestionFormValues, set: AnswerSet): QuestionFormValues {
  return { ...values, options: set.options, correctAnswer: set.correctAnswer };
}

export type FormCheck = { ok: true; payload: QuestionPayload } | { ok: false; message: string };

/**
 * Checks the form with the API's own schema. Its fields are ordered as the spec orders the
 * checks (text, options, correct answer), so the first issue is the message to show.
 */
export function checkQuestionForm(values: QuestionFormValues): FormCheck {
  const result = questionPayloadSchema.safeParse({
    question: values.question,
    option_a: values.options[0],
    option_b: values.options[1],
    option_c: values.options[2],
    option_d: values.options[3],
    correct_answer: values.correctAnswer,
    category_code: values.category,
    difficulty_level: values.difficulty,
    explanation: values.explanation,
    memory_device: values.memoryDevice,
    context: values.context,
  });
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}
