import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionPayload } from '@shared/contract/questions';
import type { QuestionRecord } from '@shared/contract/questions';
import { api } from '../../../lib/api-client';
import { refreshAfterBankChange } from './refresh-after-change';
import type { AdminQuestionResponse, ShuffleAnswersResponse } from './types';
import { API_PATHS, fillPath } from '@shared/api-paths';

const questionPath = (id: string) => fillPath(API_PATHS.adminQuestion, { id });

/** POST /api/admin/questions */
async function createQuestion(payload: QuestionPayload): Promise<QuestionRecord> {
  return (await api.post<AdminQuestionResponse>(API_PATHS.adminQuestions, payload)).data;
}

/** PUT /api/admin/questions/:id */
async function updateQuestion(id: string, payload: QuestionPayload): Promise<QuestionRecord> {
  return (await api.put<AdminQuestionResponse>(questionPath(id), payload)).data;
}

/** DELETE /api/admin/questions/:id */
async function deleteQuestion(id: string): Promise<void> {
  await api.delete<void>(questionPath(id));
}

/** POST /api/admin/questions/:id/restore: a deleted question comes back for learners. */
async function restoreQuestion(id: string): Promise<void> {
  await api.post<AdminQuestionResponse>(fillPath(API_PATHS.adminRestoreQuestion, { id }));
}

/** POST /api/admin/questions/shuffle-answers: each correct answer keeps its text. */
async function shuffleQuestionAnswers(questionIds: string[]): Promise<number> {
  return (await api.post<ShuffleAnswersResponse>(API_PATHS.adminShuffleAnswers, { questionIds })).data.shuffled;
}

export interface SaveQuestionInput {
  /** Absent when creating. */
  id?: string;
  payload: QuestionPayload;
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: SaveQuestionInput) => (id ? updateQuestion(id, payload) : createQuestion(payload)),
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
