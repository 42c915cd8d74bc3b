import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import type { AdminStats } from './types';

/** GET /api/admin/stats: the dashboard figures. */
export function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/stats', undefined, signal);
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => fetchAdminStats(signal), ...adminQueryDefaults });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
