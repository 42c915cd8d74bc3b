import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, LearnerStats, SessionPayload } from './wire-types';
import { api } from '../api-client';
import { learnerId } from '../storage';
import type { Category, Question } from './model';
import { normaliseCategories } from './normalise-category';
import { normaliseQuestions } from './normalise-question';

export interface QuestionsParams {
  category?: string;
  limit?: number;
  random?: boolean;
}

export const contentKeys = {
  all: ['content'] as const,
  categories: () => [...contentKeys.all, 'categories'] as const,
  stats: () => [...contentKeys.all, 'stats'] as const,
  questions: (params: QuestionsParams) => [...contentKeys.all, 'questions', params] as const,
};

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<CategoriesResponse>('/api/categories', undefined, signal);
  return normaliseCategories(body.data);
}

export async function fetchStats(signal?: AbortSignal): Promise<LearnerStats> {
  return api.get<LearnerStats>('/api/questions/stats', undefined, signal);
}

/** GET /api/questions; `random` is sent only when true, `category` only when set (ALL means every category). */
export async function fetchQuestions(params: QuestionsParams, signal?: AbortSignal): Promise<Question[]> {
  const body = await api.get<{ data: unknown }>(
    '/api/questions',
    {
      category: params.category && params.category !== 'ALL' ? params.category : undefined,
      limit: params.limit,
      random: params.random ? 'true' : undefined,
    },
    signal,
  );
  return normaliseQuestions(body.data);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) });

export const statsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.stats(), queryFn: ({ signal }) => fetchStats(signal) });

export const questionsQueryOptions = (params: QuestionsParams) =>
  queryOptions({ queryKey: contentKeys.questions(params), queryFn: ({ signal }) => fetchQuestions(params, signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useStats = () => useQuery(statsQueryOptions());
export const useQuestions = (params: QuestionsParams, enabled = true) => useQuery({ ...questionsQueryOptions(params), enabled });

/** POST /api/sessions with the anonymous learner id; failures are only logged (spec). */
export async function submitSession(payload: Omit<SessionPayload, 'learner_id'>): Promise<void> {
  try {
    await api.post('/api/sessions', { ...payload, learner_id: learnerId() });
  } catch (error) {
    console.error('Could not record the practice session', error);
  }
}
