import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@shared/api-paths';
import type { AdminHelpText, AdminHelpTranslation } from '@shared/contract/admin-help';
import type { HelpLang } from '@shared/help-languages';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import { refreshAfterBankChange } from './refresh-after-change';

const helpTextsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.questionHelp(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminHelpTranslation[] }>(fillPath(API_PATHS.adminQuestionHelp, { id }), undefined, signal)).data,
    ...adminQueryDefaults,
  });

/** GET /api/admin/questions/:id/help, once the section is opened. */
export const useHelpTexts = (id: string, enabled: boolean) => useQuery({ ...helpTextsQueryOptions(id), enabled });

type Target = { id: string; lang: HelpLang };
const pathOf = ({ id, lang }: Target) => fillPath(API_PATHS.adminQuestionHelpLang, { id, lang });

/** PUT (write) or DELETE (back to the reviewed text) one language's text; the bank's views and the help packs refresh. */
export function useChangeHelpText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Target & { text: AdminHelpText | null }) =>
      (change.text ? await api.put<{ data: AdminHelpTranslation }>(pathOf(change), change.text) : await api.delete<{ data: AdminHelpTranslation }>(pathOf(change))).data,
    onSettled: () => Promise.all([refreshAfterBankChange(queryClient), queryClient.invalidateQueries({ queryKey: ['help-pack'] })]),
  });
}
