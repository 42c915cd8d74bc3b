import { ApiRequestError } from '../../../lib/api-client';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The server's own `message`, when it sent one (never a status text). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.message : undefined;
}

/**
 * Admin data is always fetched fresh when a view opens, so an admin never works on a stale
 * list; a 401 is not retried (the session is gone, see use-session-expiry).
 */
export const adminQueryDefaults = {
  staleTime: 0,
  retry: (failureCount: number, error: Error) => !isUnauthorized(error) && failureCount < 1,
};
