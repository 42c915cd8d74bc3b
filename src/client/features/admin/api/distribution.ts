import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryCode } from '@shared/categories';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import { refreshAfterBankChange } from './refresh-after-change';
import type { AnswerDistribution, DistributionFix } from './types';
import { API_PATHS } from '@shared/api-paths';

/** GET /api/admin/questions/answer-distribution; no category means every category. */
async function fetchAnswerDistribution(category: CategoryCode | undefined, signal?: AbortSignal): Promise<AnswerDistribution> {
  return (await api.get<{ data: AnswerDistribution }>(API_PATHS.adminDistribution, { category }, signal)).data;
}

/** POST /api/admin/questions/fix-distribution; dryRun only previews. */
async function fixDistribution(input: { category: CategoryCode | undefined; dryRun: boolean; basis?: string }): Promise<DistributionFix> {
  return (await api.post<{ data: DistributionFix }>(API_PATHS.adminFixDistribution, input)).data;
}

const answerDistributionQueryOptions = (category: CategoryCode | undefined) =>
  queryOptions({
    queryKey: adminKeys.distribution(category),
    queryFn: ({ signal }) => fetchAnswerDistribution(category, signal),
    ...adminQueryDefaults,
  });

/** The previous figures stay (dimmed) while another category loads: no layout jump. */
export const useAnswerDistribution = (category: CategoryCode | undefined) =>
  useQuery({ ...answerDistributionQueryOptions(category), placeholderData: keepPreviousData });

/** The preview writes nothing, so it refreshes nothing. */
export function usePreviewFix() {
  return useMutation({ mutationFn: (category: CategoryCode | undefined) => fixDistribution({ category, dryRun: true }) });
}

export function useApplyFix() {
  const queryClient = useQueryClient();
  return useMutation({
    // The preview's basis: if a question it planned for changed since, nothing is applied (409).
    mutationFn: ({ category, basis }: { category: CategoryCode | undefined; basis: string }) => fixDistribution({ category, dryRun: false, basis }),
    onSuccess: () => refreshAfterBankChange(queryClient),
  });
}
