import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shared/api-paths';
import { api } from '../api-client';

/** GET /api/questions/difficulty, kept for the visit (it changes slowly). */
export const useQuestionDifficulty = () =>
  useQuery({
    queryKey: ['question-difficulty'],
    queryFn: async ({ signal }) => (await api.get<{ data: Record<string, number> }>(API_PATHS.questionDifficulty, undefined, signal)).data,
    staleTime: Infinity,
    retry: 1,
  });
