import { STORAGE_KEYS } from '@shared/constants';
import { readJson } from '../../../lib/storage';

/** The spec's stored flag. Only a hint for the loading label: the server's session decides. */
export const ADMIN_HINT_VALUE = 'authenticated';

const isHint = (value: unknown): value is typeof ADMIN_HINT_VALUE => value === ADMIN_HINT_VALUE;

export function hasAdminHint(): boolean {
  return readJson(STORAGE_KEYS.adminHint, isHint) !== undefined;
}
