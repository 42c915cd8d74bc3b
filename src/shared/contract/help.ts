import { z } from 'zod';
import { HELP_LANGS, HELP_UI_KEYS } from '../help-languages.js';

const HELP_LANG_MESSAGE = `Unknown help language. Supported: ${HELP_LANGS.join(', ')}`;

export const helpPackParamsSchema = z.object({ lang: z.enum(HELP_LANGS, { error: HELP_LANG_MESSAGE }) });

/** One question's texts in a help language, in the English order (same letters, same key). */
const helpPackQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  explanation: z.string(),
  memoryDevice: z.string(),
  context: z.string().optional(),
  /** The English has changed since this was translated: shown with a notice. */
  outOfDate: z.boolean(),
});

/** Everything the site shows in one help language: fetched on demand, one pack per language. */
const helpPackSchema = z
  .object({
    lang: z.enum(HELP_LANGS),
    dir: z.enum(['ltr', 'rtl']),
    name: z.string(),
    /** The help feature's own labels, in the help language. */
    ui: z.record(z.enum(HELP_UI_KEYS), z.string()),
    /** Questions by id (a question with no translation is absent). */
    questions: z.record(z.string(), helpPackQuestionSchema),
    /** Each lesson section's key points, by "<chapter>/<section>". */
    keyPoints: z.record(z.string(), z.array(z.string())),
    /** Each glossary term's name and definition, by term id. */
    terms: z.record(z.string(), z.object({ term: z.string(), definition: z.string() })),
  })
  .meta({ id: 'HelpPack' });
export type HelpPack = z.infer<typeof helpPackSchema>;

export const helpPackResponseSchema = z.object({ data: helpPackSchema });
