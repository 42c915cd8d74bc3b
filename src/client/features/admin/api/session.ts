import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '@shared/contract/admin';
import { STORAGE_KEYS } from '@shared/constants';
import { api } from '../../../lib/api-client';
import { remove, writeJson } from '../../../lib/storage';
import { ADMIN_HINT_VALUE } from '../logic/admin-hint';
import { adminKeys } from './keys';
import { isUnauthorized } from './query-defaults';
import type { AdminMeResponse, AdminSession } from './types';

/** GET /api/admin/me: the signed-in admin, or null when there is no valid session. */
export async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSession | null> {
  try {
    return (await api.get<AdminMeResponse>('/api/admin/me', undefined, signal)).data;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** POST /api/admin/login: the server sets the HttpOnly session cookie. */
export async function login(payload: LoginPayload): Promise<AdminSession> {
  return (await api.post<AdminMeResponse>('/api/admin/login', payload)).data;
}

/** POST /api/admin/logout: the server deletes the session. */
export async function logout(): Promise<void> {
  await api.post<void>('/api/admin/logout');
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.session(),
    queryFn: ({ signal }) => fetchAdminSession(signal),
    staleTime: 0,
    retry: 1,
  });

export const useAdminSession = () => useQuery(sessionQueryOptions());

function otherAdminQueries(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === adminKeys.all[0] && queryKey[1] !== adminKeys.session()[1];
}

/** Forgets everything of the session in this browser (the server has ended it, or will). */
export function endAdminSession(queryClient: QueryClient): void {
  remove(STORAGE_KEYS.adminHint);
  queryClient.removeQueries({ predicate: (query) => otherAdminQueries(query.queryKey) });
  queryClient.setQueryData(adminKeys.session(), null);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => otherAdminQueries(query.queryKey) });
      queryClient.setQueryData(adminKeys.session(), session);
      writeJson(STORAGE_KEYS.adminHint, ADMIN_HINT_VALUE);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => endAdminSession(queryClient),
    onError: (error) => {
      // A 401 means the server had already ended the session: the outcome is the same.
      if (isUnauthorized(error)) endAdminSession(queryClient);
    },
  });
}
