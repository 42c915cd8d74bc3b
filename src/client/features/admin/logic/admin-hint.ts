import { ADMIN_HINT_KEY } from '../../../lib/storage/keys';
import { readLocal } from '../../../lib/storage/local-storage';

/** The spec's stored flag. Only a hint for the loading label: the server's session decides. */
export const ADMIN_HINT_VALUE = 'authenticated';

export function hasAdminHint(): boolean {
  return readLocal(ADMIN_HINT_KEY) === ADMIN_HINT_VALUE;
}
