import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { preferredEncoding, type Encoding } from '../../accept-encoding.js';
import { questionsJson, type CachedQuestion } from './question-bank.js';

/**
 * The bytes of whole lists of the bank (every question, a whole category), joined once per bank
 * snapshot and compressed once per encoding: the offline copy and the flashcards read the whole
 * bank, and joining and compressing 800 KB on every request cost more than serving it.
 */
const joined = new WeakMap<readonly CachedQuestion[], Buffer>();
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** Only large answers (the whole bank, for flashcards) are worth compressing. */
export const COMPRESS_FROM_BYTES = 32 * 1024;

/** `{"data":[...]}` of a list the bank holds (its arrays live as long as the snapshot). */
export function listJson(list: readonly CachedQuestion[]): Buffer {
  let bytes = joined.get(list);
  if (!bytes) {
    bytes = questionsJson(list);
    joined.set(list, bytes);
  }
  return bytes;
}

/** The bytes compressed with `encoding`, once per buffer; undefined when too small to bother. */
function compressedOnce(bytes: Buffer, encoding: Encoding, fromBytes = COMPRESS_FROM_BYTES): Buffer | undefined {
  if (bytes.length < fromBytes) return undefined;
  let forms = compressed.get(bytes);
  if (!forms) {
    forms = {};
    compressed.set(bytes, forms);
  }
  forms[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
      : zlib.gzipSync(bytes, { level: 6 });
  return forms[encoding];
}

/** For sendBankJson: the bytes compressed (once) in the encoding the request prefers, from `fromBytes` up. */
export const compressedFor =
  (request: FastifyRequest, fromBytes = COMPRESS_FROM_BYTES) =>
  (json: Buffer): { encoding: Encoding; bytes: Buffer } | undefined => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const bytes = encoding && compressedOnce(json, encoding, fromBytes);
    return encoding && bytes ? { encoding, bytes } : undefined;
  };
