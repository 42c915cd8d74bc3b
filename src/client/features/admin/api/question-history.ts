import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionHistoryEntry } from '@shared/contract/admin';
import { API_PATHS, fillPath } from '@shared/api-paths';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';

/** GET /api/admin/questions/:id/history: newest first. */
async function fetchQuestionHistory(id: string, signal?: AbortSignal): Promise<QuestionHistoryEntry[]> {
  return (await api.get<{ data: QuestionHistoryEntry[] }>(fillPath(API_PATHS.adminQuestionHistory, { id }), undefined, signal)).data;
}

const questionHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.questionHistory(id),
    queryFn: ({ signal }) => fetchQuestionHistory(id, signal),
    ...adminQueryDefaults,
  });

/** Loaded only once the History section is opened. */
export const useQuestionHistory = (id: string, enabled: boolean) => useQuery({ ...questionHistoryQueryOptions(id), enabled });
