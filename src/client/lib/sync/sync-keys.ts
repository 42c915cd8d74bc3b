/**
 * What a sync code opens, derived in the browser with WebCrypto (decision 035): a slow PBKDF2
 * gives the AES-GCM key (never leaves the device), the space's id, and the token the server
 * checks (it keeps only its hash). Knowing the id, as the server's logs do, gives neither.
 */
export interface SyncKeys {
  key: CryptoKey;
  id: string;
  token: string;
}

const SALT = new TextEncoder().encode('citizenship-test-prep/sync/v1');
/** OWASP's figure for PBKDF2-HMAC-SHA256 (2023): under a second on a recent phone, once per device. */
const PBKDF2_ITERATIONS = 600_000;
const KEY_BYTES = 32;
const ID_BYTES = 16;
const TOKEN_BYTES = 32;

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function deriveSyncKeys(words: readonly string[], iterations = PBKDF2_ITERATIONS): Promise<SyncKeys> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(words.join(' ')), 'PBKDF2', false, ['deriveBits']);
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: SALT, iterations }, material, (KEY_BYTES + ID_BYTES + TOKEN_BYTES) * 8));
  const key = await crypto.subtle.importKey('raw', bits.slice(0, KEY_BYTES), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  return { key, id: hex(bits.slice(KEY_BYTES, KEY_BYTES + ID_BYTES)), token: hex(bits.slice(KEY_BYTES + ID_BYTES)) };
}
