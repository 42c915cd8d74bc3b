import { createHmac } from 'node:crypto';

/**
 * A keyed hash of a client's address and the day (UTC): the same network on the same day gives
 * the same key, so the statistics can weigh it once (decision 029); the address itself is never
 * stored, and keys of two days cannot be linked.
 */
export function addressKey(salt: string, address: string, at: Date): string {
  return createHmac('sha256', salt).update(`${at.toISOString().slice(0, 10)}|${address}`).digest('base64url').slice(0, 22);
}
