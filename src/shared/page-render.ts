import type { z } from 'zod';
import type { CategoryRecord } from './contract/categories.js';
import type { learnerStatsResponseSchema, QuestionRecord } from './contract/questions.js';
import type { ChapterSummary, GlossaryEntry, LessonChapter } from './contract/lessons.js';

export type LearnerStats = z.infer<typeof learnerStatsResponseSchema>;

/**
 * How the server renders pages with the client's code (the bundle built by `vite build --ssr`
 * from src/client/entry-server.tsx): the two sides agree on these types only.
 */
export interface ContentSource {
  /** The language of every text it gives. */
  lang: 'en' | 'fr';
  categories(): CategoryRecord[];
  stats(): LearnerStats;
  /** Every active question of a category, in the API's stable order. */
  questionsOf(category: string): QuestionRecord[];
  /** Up to `count` active questions drawn at random, from one category or (ALL) from every one. */
  sampleQuestions(category: string, count: number): QuestionRecord[];
  /** The lessons' chapters, in the guide's order. */
  lessonIndex(): ChapterSummary[];
  /** One chapter's lesson by its address, if there is one. */
  lesson(slug: string): LessonChapter | undefined;
  glossary(): GlossaryEntry[];
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  title: string;
  htmlLang: string;
  /** Handed to the browser in the page (language, strings, data), as JSON. */
  state: unknown;
  /** The page's source modules (keys of the client build's manifest), to preload. */
  modules: string[];
}

export type RenderPage = (url: string, source: ContentSource, lang?: 'en' | 'fr') => Promise<RenderedPage>;

/** The cache key of a page URL (its path without the language prefix), or `shell` for an address no link of the site makes. */
export type PageKeyOf = (pathname: string, search: URLSearchParams) => { key: string } | { shell: true };
