import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../../lib/content/api';
import { adminKeys } from './keys';

/**
 * After any change to the bank: every admin view of it, and the learner content this
 * browser may have cached (an admin who opens a learner page sees the change at once).
 * Mutations return this promise, so they finish only once the admin's views hold the new
 * data: a closed dialog never reveals the list as it was before.
 */
export async function refreshAfterBankChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [adminKeys.questions(), adminKeys.stats(), adminKeys.distributions(), adminKeys.categories(), adminKeys.reports(), contentKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
