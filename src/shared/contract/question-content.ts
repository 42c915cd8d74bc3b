import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.js';
import { DIFFICULTIES, LANGS, OPTION_COUNT, QUESTION_TYPES, TRUE_FALSE_OPTIONS } from '../constants.js';
import { GUIDE_CHAPTERS } from '../guide-chapters.js';
import { BANK_QUESTION_ID } from './questions.js';

const text = (max: number) => z.string().trim().min(1).max(max);

const CONTENT_LOCALES = LANGS;

/**
 * One question as written in content/questions/<category-slug>.json: multiple choice (four
 * options) or true/false (the statement as `question`, options True and False in that order).
 */
const contentQuestionSchema = z
  .object({
    id: z.string().regex(BANK_QUESTION_ID, 'id must look like his-001'),
    type: z.enum(QUESTION_TYPES).default('multiple-choice'),
    question: text(500),
    options: z.array(text(200)).min(2).max(OPTION_COUNT),
    correctAnswer: z.number().int().min(0).max(OPTION_COUNT - 1),
    explanation: text(1200),
    memoryDevice: text(600),
    context: text(600).optional(),
    difficulty: z.enum(DIFFICULTIES),
    chapter: z.enum(GUIDE_CHAPTERS),
    /** A fact that changes over time (office holders, counts): re-verify yearly. */
    recheck: z.boolean().optional(),
    /** About the test itself rather than what it asks: shown in study, never drawn into a test. */
    outOfTest: z.boolean().optional(),
    /** When a reviewer last checked its facts against the guide and today (YYYY-MM-DD): learners see "Checked <month year>". */
    verified: z.iso.date().optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const expected = q.type === 'true-false' ? 2 : OPTION_COUNT;
    if (q.options.length !== expected) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question has ${expected} options` });
    }
    if (q.correctAnswer >= q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'correctAnswer must point at an option' });
    }
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
    }
  });

export const contentFileSchema = z
  .object({
    category: z.enum(CATEGORY_CODES),
    locale: z.enum(CONTENT_LOCALES),
    questions: z.array(contentQuestionSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    file.questions.forEach((q, index) => {
      if (q.type !== 'true-false') return;
      const labels = TRUE_FALSE_OPTIONS[file.locale];
      if (q.options.some((o, i) => o !== labels[i])) {
        ctx.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: `true/false options are ${labels.join(', ')}` });
      }
    });
  });

export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

/**
 * One question's translation, in content/questions/<lang>/<file>.json: the texts only, with the
 * English file's id, type, option order and correctAnswer (checked to match). Difficulty, chapter
 * and the review marks live once, in the English file.
 */
const translatedQuestionSchema = z
  .object({
    id: contentQuestionSchema.shape.id,
    type: z.enum(QUESTION_TYPES).default('multiple-choice'),
    question: text(600),
    options: z.array(text(240)).min(2).max(OPTION_COUNT),
    correctAnswer: z.number().int().min(0).max(OPTION_COUNT - 1),
    explanation: text(1500),
    memoryDevice: text(700),
    context: text(700).optional(),
  })
  .strict();

export const translationFileSchema = z
  .object({
    category: z.enum(CATEGORY_CODES),
    locale: z.literal('fr'),
    questions: z.array(translatedQuestionSchema).min(1),
  })
  .strict();

export type TranslatedQuestion = z.infer<typeof translatedQuestionSchema>;
