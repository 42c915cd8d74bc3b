import { type Attempt, parseAttempt } from '../learning/attempt';

/** What a chunk carries: attempts of the record (merged by id on every device). */
export interface SyncPayload {
  attempts: Attempt[];
}

/** A chunk read back: its attempts, and whether some entries were of a kind this release does not know (a newer one's). */
export interface ReadChunk {
  attempts: Attempt[];
  unknown: number;
}

const FORMAT = 1;
const IV_BYTES = 12;

/** The chunk could not be opened: another key, or bytes changed on the way or on the server. */
export class SyncChunkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncChunkError';
  }
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * JSON, gzip, then AES-GCM with a fresh IV and the space's id as associated data (a chunk
 * copied into another space does not open there). Base64 of: format byte, IV, ciphertext.
 */
export async function encryptChunk(key: CryptoKey, spaceId: string, payload: SyncPayload): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(JSON.stringify(payload)), new CompressionStream('gzip'));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(spaceId) }, key, packed as BufferSource));
  const out = new Uint8Array(1 + IV_BYTES + sealed.length);
  out[0] = FORMAT;
  out.set(iv, 1);
  out.set(sealed, 1 + IV_BYTES);
  return toBase64(out);
}

/** Opens a chunk and checks every attempt in it; throws SyncChunkError when it cannot be opened. */
export async function decryptChunk(key: CryptoKey, spaceId: string, data: string): Promise<ReadChunk> {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(data);
  } catch {
    throw new SyncChunkError('not base64');
  }
  if (bytes.length <= 1 + IV_BYTES || bytes[0] !== FORMAT) throw new SyncChunkError('unknown chunk format');
  let json: unknown;
  try {
    const packed = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(1, 1 + IV_BYTES), additionalData: new TextEncoder().encode(spaceId) }, key, bytes.slice(1 + IV_BYTES));
    json = JSON.parse(new TextDecoder().decode(await pipe(new Uint8Array(packed), new DecompressionStream('gzip'))));
  } catch {
    throw new SyncChunkError('the chunk does not open with this code');
  }
  const list = typeof json === 'object' && json !== null && Array.isArray((json as { attempts?: unknown }).attempts) ? (json as { attempts: unknown[] }).attempts : undefined;
  if (!list) throw new SyncChunkError('no attempts in the chunk');
  const attempts: Attempt[] = [];
  let unknown = 0;
  for (const raw of list) {
    const attempt = parseAttempt(raw);
    if (attempt) attempts.push(attempt);
    else unknown += 1;
  }
  return { attempts, unknown };
}
