import { CATEGORY_CODES, type CategoryCode } from '@shared/categories';
import { ANSWER_LETTERS, DEFAULT_DIFFICULTY, TRUE_FALSE_OPTIONS } from '@shared/constants';
import { questionPayloadSchema, type Difficulty, type QuestionPayload, type QuestionType } from '@shared/contract/questions';
import type { AdminQuestionRecord } from '@shared/contract/admin';
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
  /** The lesson section that teaches it ("<chapter>/<section>", '' for none), and what it was when opened. */
  lesson: string;
  lessonWas: string;
  /** The French version: its options in the same order as the English ones. All blank = none yet. */
  fr: FrenchFormValues;
}

export interface FrenchFormValues {
  question: string;
  options: string[];
  explanation: string;
  memoryDevice: string;
  context: string | null;
}

const emptyFrench = (): FrenchFormValues => ({ question: '', options: ANSWER_LETTERS.map(() => ''), explanation: '', memoryDevice: '', context: null });

/** True when the French fields are all blank: the question is saved without French (flagged as missing). */
export const frenchIsBlank = (fr: FrenchFormValues) => ![fr.question, ...fr.options, fr.explanation, fr.memoryDevice].some((text) => text.trim());

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
    lesson: '',
    lessonWas: '',
    fr: emptyFrench(),
  };
}

export function formFromRecord(record: AdminQuestionRecord): QuestionFormValues {
  const trueFalse = record.type === 'true-false';
  const fr = record.fr;
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
    lesson: lessonValue(record.lesson),
    lessonWas: lessonValue(record.lesson),
    fr: fr
      ? {
          question: fr.question,
          options: trueFalse ? ANSWER_LETTERS.map(() => '') : [fr.option_a, fr.option_b, fr.option_c ?? '', fr.option_d ?? ''],
          explanation: fr.explanation,
          memoryDevice: fr.memory_device,
          context: fr.context,
        }
      : emptyFrench(),
  };
}

const lessonValue = (lesson: AdminQuestionRecord['lesson']) => (lesson ? `${lesson.chapter}/${lesson.section}` : '');

/** The lesson sent with a save: only a change (else the lessons' own mapping stays in charge); none is null. */
function lessonPayload(values: QuestionFormValues) {
  if (values.lesson === values.lessonWas) return undefined;
  const [chapter, section] = values.lesson.split('/');
  return values.lesson ? { chapter, section } : null;
}

export function answerSetOf(values: QuestionFormValues): AnswerSet {
  return { options: values.options, correctAnswer: values.correctAnswer };
}

/**
 * New English options (typed, moved or shuffled): the French options move the same way, so
 * the answer key stays the same in both languages. A moved option is found by its text.
 */
export function withAnswerSet(values: QuestionFormValues, set: AnswerSet): QuestionFormValues {
  const unused = values.options.map((_, index) => index);
  const from = set.options.map((text, index) => {
    const found = unused.find((old) => values.options[old] === text && text !== '');
    const source = found ?? (unused.includes(index) ? index : unused[0]!);
    unused.splice(unused.indexOf(source), 1);
    return source;
  });
  const frOptions = from.map((old) => values.fr.options[old] ?? '');
  return { ...values, options: set.options, correctAnswer: set.correctAnswer, fr: { ...values.fr, options: frOptions } };
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
    lesson: lessonPayload(values),
    fr: frenchIsBlank(values.fr)
      ? undefined
      : {
          question: values.fr.question,
          option_a: trueFalse ? TRUE_FALSE_OPTIONS.fr[0] : values.fr.options[0],
          option_b: trueFalse ? TRUE_FALSE_OPTIONS.fr[1] : values.fr.options[1],
          option_c: trueFalse ? null : values.fr.options[2],
          option_d: trueFalse ? null : values.fr.options[3],
          explanation: values.fr.explanation,
          memory_device: values.fr.memoryDevice,
          context: values.fr.context,
        },
  });
  if (result.success) return { ok: true, payload: result.data };
  const issue = result.error.issues[0];
  // A French field's message says which language it is about.
  return { ok: false, message: issue?.path[0] === 'fr' ? `French: ${issue.message}` : (issue?.message ?? '') };
}
