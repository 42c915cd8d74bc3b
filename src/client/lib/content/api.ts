import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shared/api-paths';
import { MAX_QUESTIONS_LIMIT } from '@shared/constants';
import { api } from '../api-client';
import type { Category } from './category';
import type { ContentSource } from '@shared/page-render';
import type { PrefetchedQuery } from './prefetched-query';
import { normaliseCategories } from './normalise-category';
import { normaliseQuestions } from './normalise-question';
import type { Question } from './question';
import type { CategoriesResponse, LearnerStats } from './wire-types';

/** The language of the bank's text (English only until the French bank exists). */
export type ContentLocale = 'en';
const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en';

export interface QuestionsParams {
  category?: string;
  limit?: number;
  random?: boolean;
  /** Draw a practice test (random, mixed types, no questions about the test itself). */
  test?: boolean;
  /** These questions, in this order (review drills). */
  ids?: readonly string[];
}

/** Query keys carry the locale, so cached text never survives a change of language. */
export const contentKeys = {
  all: ['content'] as const,
  categories: (locale: ContentLocale = DEFAULT_CONTENT_LOCALE) => [...contentKeys.all, locale, 'categories'] as const,
  stats: () => [...contentKeys.all, 'stats'] as const,
  questions: (params: QuestionsParams, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) => [...contentKeys.all, locale, 'questions', params] as const,
};

async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<CategoriesResponse>(API_PATHS.categories, undefined, signal);
  return normaliseCategories(body.data);
}

async function fetchStats(signal?: AbortSignal): Promise<LearnerStats> {
  return api.get<LearnerStats>(API_PATHS.questionStats, undefined, signal);
}

/** GET /api/questions; `random` is sent only when true, `category` only when set (ALL means every category). */
export async function fetchQuestions(params: QuestionsParams, signal?: AbortSignal): Promise<Question[]> {
  const body = await api.get<{ data: unknown }>(
    API_PATHS.questions,
    {
      category: params.category && params.category !== 'ALL' ? params.category : undefined,
      limit: params.limit,
      random: params.random ? 'true' : undefined,
      test: params.test ? 'true' : undefined,
      ids: params.ids?.length ? params.ids.join(',') : undefined,
    },
    signal,
  );
  return normaliseQuestions(body.data);
}

const categoriesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) });

const statsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.stats(), queryFn: ({ signal }) => fetchStats(signal) });

const questionsQueryOptions = (params: QuestionsParams) =>
  queryOptions({ queryKey: contentKeys.questions(params), queryFn: ({ signal }) => fetchQuestions(params, signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useStats = () => useQuery(statsQueryOptions());
export const useQuestions = (params: QuestionsParams, enabled = true) => useQuery({ ...questionsQueryOptions(params), enabled });

/** The questions a category's study page asks for (every question of the category). */
export const categoryQuestionsParams = (category: string): QuestionsParams => ({ category, limit: MAX_QUESTIONS_LIMIT });

/** What a server render puts in the query cache, under the keys the screens' hooks use. */
export const serverQueries = {
  categories: (source: ContentSource): PrefetchedQuery => ({ queryKey: contentKeys.categories(), data: source.categories() }),
  stats: (source: ContentSource): PrefetchedQuery => ({ queryKey: contentKeys.stats(), data: source.stats() }),
  categoryQuestions: (source: ContentSource, category: string): PrefetchedQuery => ({
    queryKey: contentKeys.questions(categoryQuestionsParams(category)),
    data: source.questionsOf(category),
  }),
};
