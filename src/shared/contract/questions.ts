import { GUIDE_CHAPTERS } from '../guide-chapters.js';
import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.js';
import { DEFAULT_DIFFICULTY, DEFAULT_LANG, DIFFICULTIES, LANGS, MAX_QUESTIONS_BY_ID, MAX_QUESTIONS_LIMIT, OPTION_COUNT, QUESTION_TYPES } from '../constants.js';
import { QUESTION_MESSAGES } from './errors.js';
import { inputLine, inputText } from './input.js';

const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A question as the API sends it (field names of docs/spec.md §3). */
export const questionRecordSchema = z
  .object({
    id: z.string(),
    /** multiple-choice: four options; true-false: A is True, B is False, C and D are null. */
    type: z.enum(QUESTION_TYPES),
    question: z.string(),
    option_a: z.string(),
    option_b: z.string(),
    option_c: z.string().nullable(),
    option_d: z.string().nullable(),
    correct_answer: z.number().int().min(0).max(OPTION_COUNT - 1),
    explanation: z.string(),
    memory_device: z.string(),
    context: z.string().nullable(),
    category_code: z.enum(CATEGORY_CODES),
    difficulty_level: difficultySchema,
    source: z.string(),
    chapter: z.string().nullable(),
    /** About the test itself: on study screens, never in a practice test. */
    out_of_test: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    /** When an admin last checked the question against the study guide (ISO), or null. */
    verified_at: z.string().nullable(),
    /** The language of the texts: a French read sends English where no French version exists yet. */
    lang: z.enum(LANGS).optional(),
    /**
     * Moves with every change of the question: an answer is scored with the key of the version it
     * was given on, and an admin write names the version it was made from. Absent only in copies
     * a device saved before versions existed.
     */
    version: z.number().int().min(1).optional(),
    /** The lesson section that teaches the question (learner reads only), or null when none does. */
    lesson: z.object({ chapter: z.enum(GUIDE_CHAPTERS), section: z.string() }).nullable().optional(),
  })
  .meta({ id: 'Question' });
export type QuestionRecord = z.infer<typeof questionRecordSchema>;

export const questionsResponseSchema = z.object({ data: z.array(questionRecordSchema) });

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A category filter: a code, or ALL (no filter). */
export const categoryFilterSchema = inputLine()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum([...CATEGORY_CODES, 'ALL'], { error: QUESTION_MESSAGES.unknownCategory }))
  .transform((v) => (v === 'ALL' ? undefined : v));

/**
 * Every question id, wherever a client sends one (path, session answer, report, selection, id
 * list): a bank id (`his-001`) or one the admin panel made (`q-<uuid>`). One rule for every route.
 */
export const BANK_QUESTION_ID = /^[a-z]{3}-\d{3,4}$/;
const QUESTION_ID_PATTERN = /^(?:[a-z]{3}-\d{3,4}|q-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const QUESTION_ID_MESSAGE = 'Question ids look like his-001 or q- followed by a UUID';
export const questionIdSchema = inputLine().trim().toLowerCase().regex(QUESTION_ID_PATTERN, QUESTION_ID_MESSAGE);
export const questionIdParamsSchema = z.object({ id: questionIdSchema });

/** Comma-separated question ids, at most MAX_QUESTIONS_BY_ID of them. */
const questionIdListSchema = inputLine()
  .max(MAX_QUESTIONS_BY_ID * 40, `At most ${MAX_QUESTIONS_BY_ID} question ids`)
  .transform((v) => v.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(QUESTION_ID_PATTERN, QUESTION_ID_MESSAGE))
      .min(1, 'Give at least one question id')
      .max(MAX_QUESTIONS_BY_ID, `At most ${MAX_QUESTIONS_BY_ID} question ids`),
  );

/** The language of a learner read: en (default) or fr. */
const langQuerySchema = z
  .enum(LANGS, { error: `lang must be one of: ${LANGS.join(', ')}` })
  .default(DEFAULT_LANG);

/** The query of the learner reads that take nothing but a language. */
export const langOnlyQuerySchema = z.object({ lang: langQuerySchema });

export const questionsQuerySchema = z.object({
  lang: langQuerySchema,
  limit: z.coerce.number().int().min(1).max(MAX_QUESTIONS_LIMIT).optional(),
  random: booleanFlag.optional(),
  category: categoryFilterSchema.optional(),
  /** Draw a practice test: random, about one true/false in five, no questions about the test itself. */
  test: booleanFlag.optional(),
  /** These questions, in this order (a review drill); unknown or deleted ids are left out. */
  ids: questionIdListSchema.optional(),
});

export const learnerStatsResponseSchema = z.object({
  totalQuestions: z.number().int(),
  totalCategories: z.number().int(),
  questionsPerTest: z.number().int(),
});

const requiredText = (message: string, max: number) =>
  inputText({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * Create/update payload. Field order matters: the first failing check gives the message.
 * A true/false question sends its two options (True, False) as A and B and no C or D.
 */
/**
 * The French texts of a question (admin panel and bulk import). The type, category and correct
 * answer are the question's own: options are in the same order as the English ones.
 */
const translationPayloadSchema = z
  .object({
    question: requiredText(QUESTION_MESSAGES.textRequired, 1000),
    option_a: requiredText(QUESTION_MESSAGES.optionsRequired, 300),
    option_b: requiredText(QUESTION_MESSAGES.optionsRequired, 300),
    option_c: requiredText(QUESTION_MESSAGES.optionsRequired, 300).nullish(),
    option_d: requiredText(QUESTION_MESSAGES.optionsRequired, 300).nullish(),
    explanation: inputText().trim().max(2000).default(''),
    memory_device: inputText().trim().max(1000).default(''),
    context: inputText().trim().max(1000).nullish(),
  })
  .meta({ id: 'QuestionTranslation' });
export type TranslationPayload = z.infer<typeof translationPayloadSchema>;

export const questionPayloadSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: QUESTION_MESSAGES.unknownType }).default('multiple-choice'),
    question: requiredText(QUESTION_MESSAGES.textRequired, 1000),
    option_a: requiredText(QUESTION_MESSAGES.optionsRequired, 300),
    option_b: requiredText(QUESTION_MESSAGES.optionsRequired, 300),
    option_c: requiredText(QUESTION_MESSAGES.optionsRequired, 300).nullish(),
    option_d: requiredText(QUESTION_MESSAGES.optionsRequired, 300).nullish(),
    correct_answer: z
      .number({ error: QUESTION_MESSAGES.correctAnswerRequired })
      .int(QUESTION_MESSAGES.correctAnswerRequired)
      .min(0, QUESTION_MESSAGES.correctAnswerRequired)
      .max(OPTION_COUNT - 1, QUESTION_MESSAGES.correctAnswerRequired),
    category_code: z.enum(CATEGORY_CODES, { error: QUESTION_MESSAGES.unknownCategory }),
    difficulty_level: z
      .enum(DIFFICULTIES, { error: QUESTION_MESSAGES.invalidDifficulty })
      .default(DEFAULT_DIFFICULTY),
    explanation: inputText().trim().max(2000).default(''),
    memory_device: inputText().trim().max(1000).default(''),
    context: inputText().trim().max(1000).nullish(),
    out_of_test: z.boolean().default(false),
    /** The French version; left as it is when absent. */
    fr: translationPayloadSchema.optional(),
    /** The admin checked this question against the guide now: sets its verified_at (absent or false leaves it as it is). */
    verified: z.boolean().optional(),
    /** The lesson section that teaches it; null: the lessons' own mapping; absent: as it is. */
    lesson: z
      .object({ chapter: z.enum(GUIDE_CHAPTERS), section: inputLine().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lesson sections are kebab-case ids').max(80) })
      .nullable()
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'multiple-choice' && (!q.option_c || !q.option_d)) {
      ctx.addIssue({ code: 'custom', path: [q.option_c ? 'option_d' : 'option_c'], message: QUESTION_MESSAGES.optionsRequired });
    }
    if (q.type === 'true-false') {
      if (q.option_c || q.option_d) ctx.addIssue({ code: 'custom', path: ['option_c'], message: QUESTION_MESSAGES.trueFalseOptions });
      if (q.correct_answer > 1) ctx.addIssue({ code: 'custom', path: ['correct_answer'], message: QUESTION_MESSAGES.correctAnswerRequired });
    }
    if (q.fr && q.type === 'multiple-choice' && (!q.fr.option_c || !q.fr.option_d)) {
      ctx.addIssue({ code: 'custom', path: ['fr', q.fr.option_c ? 'option_d' : 'option_c'], message: QUESTION_MESSAGES.optionsRequired });
    }
  })
  .meta({ id: 'QuestionPayload' });
export type QuestionPayload = z.infer<typeof questionPayloadSchema>;
export type QuestionPayloadInput = z.input<typeof questionPayloadSchema>;
