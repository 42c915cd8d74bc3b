import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialized (hot learner reads cache their bytes).
 * Fastify passes a Buffer through untouched; the cast only
 * tells the type provider that the bytes stand for the declared response schema.
 */
export function sendRawJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
