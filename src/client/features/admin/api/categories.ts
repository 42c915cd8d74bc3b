import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import type { AdminCategoriesResponse } from './types';
import { API_PATHS } from '@shared/api-paths';

/** GET /api/admin/categories: the categories with their question counts. */
async function fetchAdminCategories(signal?: AbortSignal): Promise<AdminCategoriesResponse['data']> {
  return (await api.get<AdminCategoriesResponse>(API_PATHS.adminCategories, undefined, signal)).data;
}

const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => fetchAdminCategories(signal), ...adminQueryDefaults });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
