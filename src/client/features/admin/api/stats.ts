import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import type { AdminStats } from './types';
import { API_PATHS } from '@shared/api-paths';

/** GET /api/admin/stats: the dashboard figures. */
function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>(API_PATHS.adminStats, undefined, signal);
}

const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => fetchAdminStats(signal), ...adminQueryDefaults });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
