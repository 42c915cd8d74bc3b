import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys } from '../api/keys';
import { isUnauthorized } from '../api/query-defaults';

/**
 * Calls `onExpired` when any admin data call is refused with 401: the server session ended
 * (expired, or logged out elsewhere), so the panel must give way to the login form.
 * Failed saves are not watched: the modal keeps the admin's text and shows the message.
 */
export function useSessionExpiry(onExpired: () => void): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const [scope, kind] = event.query.queryKey as readonly unknown[];
        if (scope === adminKeys.all[0] && kind !== adminKeys.session()[1] && isUnauthorized(event.action.error)) onExpired();
      }),
    [queryClient, onExpired],
  );
}
