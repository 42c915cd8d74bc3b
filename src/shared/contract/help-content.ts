import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.js';
import { OPTION_COUNT } from '../constants.js';
import { HELP_LANGS, HELP_UI_KEYS } from '../help-languages.js';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The revision of the English a translation was made from (see translationSource). */
const SOURCE_REVISION = /^[0-9a-f]{16}$/;

/** One question in a help language: content/help/<lang>/questions/<file>.json (texts only, English order and key). */
const helpQuestionSchema = z
  .object({
    id: z.string().min(1).max(64),
    question: text(800),
    options: z.array(text(300)).min(2).max(OPTION_COUNT),
    correctAnswer: z.number().int().min(0).max(OPTION_COUNT - 1),
    explanation: text(2000),
    memoryDevice: text(1000),
    context: text(1000).optional(),
    /** The English revision it was translated from; absent until stamped (scripts/stamp-help-sources.ts). */
    source: z.string().regex(SOURCE_REVISION).optional(),
  })
  .strict();
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

export const helpQuestionFileSchema = z
  .object({ category: z.enum(CATEGORY_CODES), locale: z.enum(HELP_LANGS), questions: z.array(helpQuestionSchema).min(1) })
  .strict();

/**
 * A help language's civic glossary and labels: content/help/<lang>/glossary.json. Each English
 * term, where an English text uses it, must be rendered by one of `term`'s forms in its translation.
 */
export const helpGlossarySchema = z
  .object({
    locale: z.enum(HELP_LANGS),
    trueFalse: z.tuple([text(30), text(30)]),
    ui: z.object(Object.fromEntries(HELP_UI_KEYS.map((k) => [k, text(300)])) as Record<(typeof HELP_UI_KEYS)[number], ReturnType<typeof text>>).strict(),
    terms: z.array(z.object({ en: text(80), term: z.union([text(120), z.array(text(120)).min(1).max(6)]) }).strict()).min(30),
  })
  .strict();
export type HelpGlossary = z.infer<typeof helpGlossarySchema>;

/**
 * A help language's lesson help: content/help/<lang>/lessons.json. Each section's key points
 * (by "<chapter>/<section>", as many as the English has, in its order) and each glossary term
 * (by its id) with its name and definition, translated from the English lessons.
 */
export const helpLessonsSchema = z
  .object({
    locale: z.enum(HELP_LANGS),
    keyPoints: z.record(z.string().regex(/^\d\d-[a-z0-9-]+\/[a-z0-9-]+$/), z.array(text(400)).min(1).max(5)),
    terms: z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.object({ term: text(160), definition: text(800) }).strict()),
  })
  .strict();
