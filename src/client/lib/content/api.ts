import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shared/api-paths';
import { MAX_QUESTIONS_LIMIT, type Lang } from '@shared/constants';
import { useLang } from '../i18n/use-lang';
import { api } from '../api-client';
import type { Category } from './category';
import type { ContentSource } from '@shared/page-render';
import type { PrefetchedQuery } from './prefetched-query';
import { normaliseCategories } from './normalise-category';
import { normaliseQuestions } from './normalise-question';
import type { Question } from './question';
import type { CategoriesResponse, LearnerStats } from './wire-types';

export interface QuestionsParams {
  category?: string;
  limit?: number;
  random?: boolean;
  /** Draw a practice test (random, mixed types, no questions about the test itself). */
  test?: boolean;
  /** These questions, in this order (review drills). */
  ids?: readonly string[];
}

/** Query keys carry the language, so cached text never survives a change of language. */
export const contentKeys = {
  all: ['content'] as const,
  categories: (lang: Lang) => [...contentKeys.all, lang, 'categories'] as const,
  stats: () => [...contentKeys.all, 'stats'] as const,
  questions: (params: QuestionsParams, lang: Lang) => [...contentKeys.all, lang, 'questions', params] as const,
};

/** English is the API's default: it is not sent, so English requests stay as they were. */
const langParam = (lang: Lang) => (lang === 'en' ? undefined : lang);

async function fetchCategories(lang: Lang, signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<CategoriesResponse>(API_PATHS.categories, { lang: langParam(lang) }, signal);
  return normaliseCategories(body.data);
}

async function fetchStats(signal?: AbortSignal): Promise<LearnerStats> {
  return api.get<LearnerStats>(API_PATHS.questionStats, undefined, signal);
}

/** GET /api/questions; `random` is sent only when true, `category` only when set (ALL means every category). */
export async function fetchQuestions(params: QuestionsParams, lang: Lang, signal?: AbortSignal): Promise<Question[]> {
  const body = await api.get<{ data: unknown }>(
    API_PATHS.questions,
    {
      lang: langParam(lang),
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

const categoriesQueryOptions = (lang: Lang) =>
  queryOptions({ queryKey: contentKeys.categories(lang), queryFn: ({ signal }) => fetchCategories(lang, signal) });

const statsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.stats(), queryFn: ({ signal }) => fetchStats(signal) });

export const questionsQueryOptions = (params: QuestionsParams, lang: Lang) =>
  queryOptions({ queryKey: contentKeys.questions(params, lang), queryFn: ({ signal }) => fetchQuestions(params, lang, signal) });

export const useCategories = () => useQuery(categoriesQueryOptions(useLang()));
export const useStats = () => useQuery(statsQueryOptions());
export const useQuestions = (params: QuestionsParams, enabled = true) => useQuery({ ...questionsQueryOptions(params, useLang()), enabled });

/** The questions a category's study page asks for (every question of the category). */
export const categoryQuestionsParams = (category: string): QuestionsParams => ({ category, limit: MAX_QUESTIONS_LIMIT });

/** What a server render puts in the query cache, under the keys the screens' hooks use. */
export const serverQueries = {
  categories: (source: ContentSource): PrefetchedQuery => ({ queryKey: contentKeys.categories(source.lang), data: source.categories() }),
  stats: (source: ContentSource): PrefetchedQuery => ({ queryKey: contentKeys.stats(), data: source.stats() }),
  categoryQuestions: (source: ContentSource, category: string): PrefetchedQuery => ({
    queryKey: contentKeys.questions(categoryQuestionsParams(category), source.lang),
    data: source.questionsOf(category),
  }),
};
