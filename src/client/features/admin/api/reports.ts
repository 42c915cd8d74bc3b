import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@shared/api-paths';
import type { ReportStatus, ReportUpdatePayload } from '@shared/contract/reports';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import type { AdminReports, AdminReportResponse } from './types';

/** GET /api/admin/reports?status=…: the reports of one status, grouped by question. */
function fetchAdminReports(status: ReportStatus, signal?: AbortSignal): Promise<AdminReports> {
  return api.get<{ data: AdminReports }>(API_PATHS.adminReports, { status }, signal).then((body) => body.data);
}

/** PATCH /api/admin/reports/:id: resolve, dismiss or reopen, with an optional note. */
async function updateReport({ id, ...change }: ReportUpdatePayload & { id: string }): Promise<AdminReportResponse['data']> {
  return (await api.patch<AdminReportResponse>(fillPath(API_PATHS.adminReport, { id }), change)).data;
}

const adminReportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: adminKeys.reportList(status),
    queryFn: ({ signal }) => fetchAdminReports(status, signal),
    placeholderData: keepPreviousData,
    ...adminQueryDefaults,
  });

export const useAdminReports = (status: ReportStatus) => useQuery(adminReportsQueryOptions(status));

/** Every list of reports and the dashboard's count hold the change once this resolves. */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: () =>
      Promise.all([adminKeys.reports(), adminKeys.stats()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
