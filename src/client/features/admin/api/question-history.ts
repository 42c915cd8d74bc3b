import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionRecord, QuestionHistoryEntry } from '@shared/contract/admin';
import { API_PATHS, fillPath } from '@shared/api-paths';
import { api, ifMatch } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import { refreshAfterBankChange } from './refresh-after-change';
import type { AdminQuestionResponse } from './types';

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

interface RestoreVersionInput {
  id: string;
  entryId: number;
  /** The version of the question the admin saw (409 if it changed since). */
  version: number | undefined;
}

/** POST /api/admin/questions/:id/history/:entryId/restore: the version that entry left, saved as a new edit. */
async function restoreVersion({ id, entryId, version }: RestoreVersionInput): Promise<AdminQuestionRecord> {
  const path = fillPath(API_PATHS.adminRestoreQuestionVersion, { id, entryId: String(entryId) });
  return (await api.post<AdminQuestionResponse>(path, undefined, ifMatch(version))).data;
}

/** Refreshes the bank views whatever the answer: a refusal (409) means the question changed meanwhile. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreVersion, onSettled: () => refreshAfterBankChange(queryClient) });
}
