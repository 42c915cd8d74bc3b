import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { AdminQuestionRecord } from '@shared/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import type { AdminQuestionResponse, AdminQuestionsPage, QuestionListParams } from './types';
import { API_PATHS, fillPath } from '@shared/api-paths';

/** GET /api/admin/questions: one page; filters are sent only when set. */
function fetchAdminQuestions(params: QuestionListParams, signal?: AbortSignal): Promise<AdminQuestionsPage> {
  return api.get<AdminQuestionsPage>(
    API_PATHS.adminQuestions,
    {
      page: params.page,
      limit: ADMIN_PAGE_SIZE,
      search: params.search?.trim() || undefined,
      category: params.category,
      difficulty: params.difficulty,
      correctAnswer: params.correctAnswer,
      type: params.type,
      frenchMissing: params.frenchMissing ? 'true' : undefined,
      lesson: params.lesson,
      help: params.help && `${params.help.lang}:${params.help.status}`,
      sort: params.sort,
      status: params.status,
    },
    signal,
  );
}

/** GET /api/admin/questions/:id: the latest saved version, for editing. */
async function fetchAdminQuestion(id: string, signal?: AbortSignal): Promise<AdminQuestionRecord> {
  return (await api.get<AdminQuestionResponse>(fillPath(API_PATHS.adminQuestion, { id }), undefined, signal)).data;
}

const adminQuestionsQueryOptions = (params: QuestionListParams) =>
  queryOptions({
    queryKey: adminKeys.questionList(params),
    queryFn: ({ signal }) => fetchAdminQuestions(params, signal),
    ...adminQueryDefaults,
  });

/** Not kept once the editor closes: the next edit starts from the saved version. */
const adminQuestionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.question(id),
    queryFn: ({ signal }) => fetchAdminQuestion(id, signal),
    ...adminQueryDefaults,
    gcTime: 0,
  });

/** The previous page stays on screen while the next one loads: no layout jump. */
export const useAdminQuestions = (params: QuestionListParams) =>
  useQuery({ ...adminQuestionsQueryOptions(params), placeholderData: keepPreviousData });

export const useAdminQuestion = (id: string) => useQuery(adminQuestionQueryOptions(id));
