import { CATEGORY_CODES, type CategoryCode } from '@shared/categories';
import { ANSWER_LETTERS, DEFAULT_DIFFICULTY, TRUE_FALSE_OPTIONS } from '@shared/constants';
import { questionPayloadSchema, type Difficulty, type QuestionPayload, type QuestionRecord, type QuestionType } from '@shared/contract/questions';
import type { AnswerSet } from '@shared/rules/reorder';

/** No correct answer chosen yet (a new question starts this way). */
const NO_ANSWER = -1;

export interface QuestionFormValues {
  type: QuestionType;
  question: string;
  /** Always four, A to D (a true/false question ignores them, so switching back keeps them). */
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
    type: 'multiple-choice',
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
  const trueFalse = record.type === 'true-false';
  return {
    type: record.type,
    question: record.question,
    options: trueFalse ? ANSWER_LETTERS.map(() => '') : [record.option_a, record.option_b, record.option_c ?? '', record.option_d ?? ''],
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

/** Changing the type keeps the typed options; a true/false answer beyond B is cleared. */
export function withType(values: QuestionFormValues, type: QuestionType): QuestionFormValues {
  const correctAnswer = type === 'true-false' && values.correctAnswer > 1 ? NO_ANSWER : values.correctAnswer;
  return { ...values, type, correctAnswer };
}

export type FormCheck = { ok: true; payload: QuestionPayload } | { ok: false; message: string };

/**
 * Checks the form with the API's own schema. Its fields are ordered as the spec orders the
 * checks (text, options, correct answer), so the first issue is the message to show.
 */
export function checkQuestionForm(values: QuestionFormValues): FormCheck {
  const trueFalse = values.type === 'true-false';
  // A true/false question's options are always True and False (A and B), never typed.
  const [trueLabel, falseLabel] = TRUE_FALSE_OPTIONS.en;
  const result = questionPayloadSchema.safeParse({
    type: values.type,
    question: values.question,
    option_a: trueFalse ? trueLabel : values.options[0],
    option_b: trueFalse ? falseLabel : values.options[1],
    option_c: trueFalse ? null : values.options[2],
    option_d: trueFalse ? null : values.options[3],
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
