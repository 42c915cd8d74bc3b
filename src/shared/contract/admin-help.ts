import { z } from 'zod';
import { OPTION_COUNT } from '../constants.js';
import { HELP_LANGS } from '../help-languages.js';
import { inputText } from './input.js';
import { questionIdSchema } from './questions.js';

const requiredText = (what: string, max: number) =>
  inputText()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`);

/** A question's texts in a help language, as the admin editor writes them (the English order and letters). */
export const adminHelpTextSchema = z
  .object({
    question: requiredText('The question', 800),
    options: z.array(requiredText('Each option', 300)).min(2).max(OPTION_COUNT),
    explanation: requiredText('The explanation', 2000),
    memoryDevice: requiredText('The memory device', 1000),
    context: inputText().trim().max(1000).nullish(),
  })
  .strict()
  .meta({ id: 'AdminHelpText' });
export type AdminHelpText = z.infer<typeof adminHelpTextSchema>;

const HELP_STATUSES = ['missing', 'outOfDate', 'current'] as const;

/** One help language's translation of a question, as the editor shows it. */
const adminHelpTranslationSchema = z.object({
  lang: z.enum(HELP_LANGS),
  /** missing: none, or one written for another answer key; outOfDate: made from older English. */
  status: z.enum(HELP_STATUSES),
  /** Written in this editor (rather than taken from the reviewed content files). */
  edited: z.boolean(),
  text: adminHelpTextSchema.nullable(),
});
export type AdminHelpTranslation = z.infer<typeof adminHelpTranslationSchema>;

export const adminHelpTranslationsResponseSchema = z.object({ data: z.array(adminHelpTranslationSchema) });
export const adminHelpTranslationResponseSchema = z.object({ data: adminHelpTranslationSchema });

export const adminHelpParamsSchema = z.object({
  id: questionIdSchema,
  lang: z.enum(HELP_LANGS, { error: `Unknown help language. Supported: ${HELP_LANGS.join(', ')}` }),
});

/** The admin list's filter "translation missing / out of date", as "pa:missing" or "ar:outOfDate". */
export const helpFilterSchema = z
  .string()
  .regex(new RegExp(`^(${HELP_LANGS.join('|')}):(missing|outOfDate)$`), `A translation filter is a help language and a state, as pa:missing or ar:outOfDate (languages: ${HELP_LANGS.join(', ')})`)
  .transform((value) => {
    const [lang, status] = value.split(':') as [(typeof HELP_LANGS)[number], 'missing' | 'outOfDate'];
    return { lang, status };
  });
