import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionPayload } from '@shared/contract/questions';
import type { QuestionRecord } from '@shared/contract/questions';
import { api, ifMatch } from '../../../lib/api-client';
import { refreshAfterBankChange } from './refresh-after-change';
import type { AdminQuestionResponse, ShuffleAnswersResponse } from './types';
import { API_PATHS, fillPath } from '@shared/api-paths';

const questionPath = (id: string) => fillPath(API_PATHS.adminQuestion, { id });

/** POST /api/admin/questions */
async function createQuestion(payload: QuestionPayload): Promise<QuestionRecord> {
  return (await api.post<AdminQuestionResponse>(API_PATHS.adminQuestions, payload)).data;
}

/** PUT /api/admin/questions/:id, made from `version` (409 if someone changed it since). */
async function updateQuestion(id: string, payload: QuestionPayload, version: number | undefined): Promise<QuestionRecord> {
  return (await api.put<AdminQuestionResponse>(questionPath(id), payload, ifMatch(version))).data;
}

/** A question as the admin saw it: its id and version. */
export interface SeenQuestion {
  id: string;
  version?: number | undefined;
}

/** DELETE /api/admin/questions/:id */
async function deleteQuestion({ id, version }: SeenQuestion): Promise<void> {
  await api.delete<void>(questionPath(id), ifMatch(version));
}

/** POST /api/admin/questions/:id/restore: a deleted question comes back for learners. */
async function restoreQuestion({ id, version }: SeenQuestion): Promise<void> {
  await api.post<AdminQuestionResponse>(fillPath(API_PATHS.adminRestoreQuestion, { id }), undefined, ifMatch(version));
}

/** POST /api/admin/questions/shuffle-answers: each correct answer keeps its text; questions changed since the admin saw them are skipped. */
async function shuffleQuestionAnswers(seen: SeenQuestion[]): Promise<ShuffleAnswersResponse['data']> {
  const versions = Object.fromEntries(seen.flatMap((q) => (q.version === undefined ? [] : [[q.id, q.version]])));
  return (await api.post<ShuffleAnswersResponse>(API_PATHS.adminShuffleAnswers, { questionIds: seen.map((q) => q.id), versions })).data;
}

export interface SaveQuestionInput {
  /** Absent when creating. */
  id?: string;
  /** The version the edit was made from. */
  version?: number | undefined;
  payload: QuestionPayload;
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, payload }: SaveQuestionInput) => (id ? updateQuestion(id, payload, version) : createQuestion(payload)),
    onSuccess: () => refreshAfterBankChange(queryClient),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => refreshAfterBankChange(queryClient) });
}

export function useShuffleAnswers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shuffleQuestionAnswers, onSuccess: () => refreshAfterBankChange(queryClient) });
}

export function useRestoreQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreQuestion, onSuccess: () => refreshAfterBankChange(queryClient) });
}
