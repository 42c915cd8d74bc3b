import { ApiRequestError } from '../../../lib/api-client';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The server's own `message` for a refused request (4xx), when it sent one; never a status text or a server failure's. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status < 500 ? error.body?.message : undefined;
}

/**
 * Admin data is always fetched fresh when a view opens, so an admin never works on a stale
 * list; a 401 is not retried (the session is gone, see use-session-expiry).
 */
export const adminQueryDefaults = {
  staleTime: 0,
  retry: (failureCount: number, error: Error) => !isUnauthorized(error) && failureCount < 1,
};
