import { z } from 'zod';
import { GUIDE_CHAPTERS } from '../guide-chapters.js';
import { lessonFileSchema } from './lesson-content.js';
import { langOnlyQuerySchema } from './questions.js';

/** A chapter as the lesson list shows it: its sections, reading time and how many questions it teaches. */
const chapterSummarySchema = z
  .object({
    chapter: z.enum(GUIDE_CHAPTERS),
    slug: z.string(),
    title: z.string(),
    intro: z.string(),
    minutes: z.number().int().min(1),
    questions: z.number().int().min(0),
    /** The ids of the questions the chapter teaches (for the learner's mastery of it). */
    questionIds: z.array(z.string()),
    sections: z.array(z.object({ id: z.string(), title: z.string(), questions: z.number().int().min(0) })),
  })
  .meta({ id: 'LessonChapterSummary' });
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

export const lessonIndexResponseSchema = z.object({ data: z.array(chapterSummarySchema) });

/** One chapter's lesson, with the bank questions each section teaches (for "check yourself"). */
const lessonChapterSchema = z
  .object({
    lesson: lessonFileSchema,
    slug: z.string(),
    minutes: z.number().int().min(1),
    /** Question ids by section id, in the bank's order. */
    questions: z.record(z.string(), z.array(z.string())),
    /** Every key term marked in the chapter (some are taught in another chapter), by id. */
    definitions: z.record(z.string(), z.object({ term: z.string(), definition: z.string(), slug: z.string(), section: z.string() })),
    /** The chapters before and after, for the page's own navigation. */
    previous: z.object({ slug: z.string(), title: z.string() }).nullable(),
    next: z.object({ slug: z.string(), title: z.string() }).nullable(),
  })
  .meta({ id: 'LessonChapter' });
export type LessonChapter = z.infer<typeof lessonChapterSchema>;

export const lessonChapterResponseSchema = z.object({ data: lessonChapterSchema });

/** A key term of the glossary, with where it is taught. */
const glossaryEntrySchema = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  chapter: z.enum(GUIDE_CHAPTERS),
  slug: z.string(),
  section: z.string(),
  sectionTitle: z.string(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const glossaryResponseSchema = z.object({ data: z.array(glossaryEntrySchema) });

export const lessonQuerySchema = langOnlyQuerySchema;
export const lessonParamsSchema = z.object({ slug: z.string().trim().max(80) });
