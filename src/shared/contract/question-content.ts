import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.js';
import { DIFFICULTIES, OPTION_COUNT } from '../constants.js';

/** Chapters of the study guide, by their file names in the reference folder. */
export const GUIDE_CHAPTERS = [
  '00-applying-for-citizenship',
  '01-rights-and-responsibilities',
  '02-who-we-are',
  '03-canadas-history',
  '04-modern-canada',
  '05-how-canadians-govern-themselves',
  '06-federal-elections',
  '07-justice-system',
  '08-canadian-symbols',
  '09-canadas-economy',
  '10-canadas-regions',
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** One question as written in content/questions/<category-slug>.json. */
export const contentQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z]{3}-\d{3,4}$/, 'id must look like his-001'),
    question: text(500),
    options: z.array(text(200)).length(OPTION_COUNT),
    correctAnswer: z.number().int().min(0).max(OPTION_COUNT - 1),
    explanation: text(1200),
    memoryDevice: text(600),
    context: text(600).optional(),
    difficulty: z.enum(DIFFICULTIES),
    chapter: z.enum(GUIDE_CHAPTERS),
    /** A fact that changes over time (office holders, counts): re-verify yearly. */
    recheck: z.boolean().optional(),
  })
  .strict()
  .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === OPTION_COUNT, {
    message: 'options must be distinct',
    path: ['options'],
  });

export const contentFileSchema = z
  .object({
    category: z.enum(CATEGORY_CODES),
    locale: z.literal('en'),
    questions: z.array(contentQuestionSchema).min(1),
  })
  .strict();

export type ContentQuestion = z.infer<typeof contentQuestionSchema>;
export type ContentFile = z.infer<typeof contentFileSchema>;
