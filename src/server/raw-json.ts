import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag.js';

/**
 * Sends JSON that is already serialized (hot learner reads cache their bytes).
 * Fastify passes a Buffer through untouched; the cast only
 * tells the type provider that the bytes stand for the declared response schema.
 */
export function sendRawJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/**
 * Sends a read that depends only on the bank and the URL, with the bank's version as its ETag:
 * a client holding that version gets a 304 without a body (offline copies revalidate cheaply).
 */
export function sendBankJson(request: FastifyRequest, reply: FastifyReply, json: Buffer | (() => Buffer), version: string, encoded?: (json: Buffer) => { encoding: string; bytes: Buffer } | undefined): FastifyReply {
  const etag = `"${version}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  // A revalidation that matches costs no bytes: the answer is not even assembled.
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const bytes = typeof json === 'function' ? json() : json;
  const compressed = encoded?.(bytes);
  if (!compressed) return sendRawJson(reply, bytes);
  return sendRawJson(reply.header('content-encoding', compressed.encoding).header('vary', 'accept-encoding'), compressed.bytes);
}
