import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './query-defaults';
import type { AdminCategoriesResponse } from './types';

/** GET /api/admin/categories: the categories with their question counts. */
export async function fetchAdminCategories(signal?: AbortSignal): Promise<AdminCategoriesResponse['data']> {
  return (await api.get<AdminCategoriesResponse>('/api/admin/categories', undefined, signal)).data;
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => fetchAdminCategories(signal), ...adminQueryDefaults });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
