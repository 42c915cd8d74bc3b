import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionPayload } from '@shared/contract/questions';
import type { QuestionRecord } from '@shared/contract/questions';
import { api } from '../../../lib/api-client';
import { refreshAfterBankChange } from './refresh-after-change';
import type { AdminQuestionResponse, ShuffleAnswersResponse } from './types';

const questionPath = (id: string) => `/api/admin/questions/${encodeURIComponent(id)}`;

/** POST /api/admin/questions */
export async function createQuestion(payload: QuestionPayload): Promise<QuestionRecord> {
  return (await api.post<AdminQuestionResponse>('/api/admin/questions', payload)).data;
}

/** PUT /api/admin/questions/:id */
export async function updateQuestion(id: string, payload: QuestionPayload): Promise<QuestionRecord> {
  return (await api.put<AdminQuestionResponse>(questionPath(id), payload)).data;
}

/** DELETE /api/admin/questions/:id */
export async function deleteQuestion(id: string): Promise<void> {
  await api.delete<void>(questionPath(id));
}

/** POST /api/admin/questions/shuffle-answers: each correct answer keeps its text. */
export async function shuffleQuestionAnswers(questionIds: string[]): Promise<number> {
  return (await api.post<ShuffleAnswersResponse>('/api/admin/questions/shuffle-answers', { questionIds })).data.shuffled;
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
