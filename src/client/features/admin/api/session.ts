import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '@shared/contract/admin';
import { api } from '../../../lib/api-client';
import { ADMIN_HINT_KEY } from '../../../lib/storage/keys';
import { removeLocal, writeLocal } from '../../../lib/storage/local-storage';
import { ADMIN_HINT_VALUE } from '../logic/admin-hint';
import { adminKeys } from './keys';
import { isUnauthorized } from './query-defaults';
import type { AdminMeResponse, AdminSession } from './types';
import { API_PATHS } from '@shared/api-paths';

/** GET /api/admin/me: the signed-in admin, or null when there is no valid session. */
async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSession | null> {
  try {
    return (await api.get<AdminMeResponse>(API_PATHS.adminMe, undefined, signal)).data;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** POST /api/admin/login: the server sets the HttpOnly session cookie. */
async function login(payload: LoginPayload): Promise<AdminSession> {
  return (await api.post<AdminMeResponse>(API_PATHS.adminLogin, payload)).data;
}

/** POST /api/admin/logout: the server deletes the session. */
async function logout(): Promise<void> {
  await api.post<void>(API_PATHS.adminLogout);
}

const sessionQueryOptions = () =>
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
  removeLocal(ADMIN_HINT_KEY);
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
      writeLocal(ADMIN_HINT_KEY, ADMIN_HINT_VALUE);
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
