import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import {
  SYNC_CHUNK_MAX_BYTES,
  SYNC_SPACE_MAX_BYTES,
  SYNC_TAGS,
  syncChunkCreatedSchema,
  syncChunkPayloadSchema,
  syncChunksQuerySchema,
  syncChunksResponseSchema,
  syncDeletedSchema,
  syncSpaceParamsSchema,
  syncSpaceResponseSchema,
} from '../../../shared/contract/sync.js';
import { forbidden, HttpError, notFound, tooManyRequests, unauthorized } from '../../http-errors.js';
import { appendChunk, createSpace, deleteSpace, expireSpaces, readChunks, type SpaceAccess } from './sync-repository.js';

const RATE_LIMITED = 'This device synced very often in a short time. Please wait a minute; nothing is lost.';
const EXPIRY_CHECK_MS = 60 * 60 * 1000;
/** A chunk's base64 at the largest chunk, plus room for the JSON around it. */
const BODY_LIMIT = Math.ceil((SYNC_CHUNK_MAX_BYTES * 4) / 3) + 4096;
const MB = 1024 * 1024;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };

/** The token is sent as `Authorization: Bearer <64 hex>`; it is derived from the learner's code, as the id is. */
function tokenOf(header: string | undefined): string {
  const match = /^Bearer ([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) throw unauthorized('This request carries no valid sync key. Type the words of your code again.');
  return match[1]!;
}

/** The reply for a space that cannot be used, in words a learner can act on. */
function refuse(found: Exclude<SpaceAccess, { kind: 'ok' }>): HttpError {
  switch (found.kind) {
    case 'missing':
      return notFound('No progress is shared under this code. Check the words, or create a new code on your other device.');
    case 'deleted':
      return new HttpError(410, 'This sync space was deleted from one of your devices. Your progress on this device is kept.');
    case 'wrong-token':
      return forbidden('This code does not open this sync space.');
  }
}

/** /api/sync: sync spaces of end-to-end encrypted chunks (decision 035). */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await app.register(rateLimit, {
    global: false,
    max: app.config.SYNC_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyRequests(RATE_LIMITED, Math.ceil(context.ttl / 1000)),
  });

  const expire = () => void expireSpaces(db).catch((error: unknown) => app.log.warn({ err: error }, 'Could not expire old sync spaces'));
  app.addHook('onReady', async () => {
    expire();
    const timer = setInterval(expire, EXPIRY_CHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  });

  app.post(
    API_PATHS.syncSpace,
    {
      config: { rateLimit: {} },
      schema: {
        tags: SYNC_TAGS,
        summary: 'Create a sync space (201), or find the one this key created (200)',
        params: syncSpaceParamsSchema,
        response: { 200: syncSpaceResponseSchema, 201: syncSpaceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { created, access } = await createSpace(db, id, tokenOf(request.headers.authorization));
      if (access.kind !== 'ok') throw refuse(access);
      return reply.code(created ? 201 : 200).send({ data: { id, ...access.space } });
    },
  );

  app.get(
    API_PATHS.syncChunks,
    {
      config: { rateLimit: {} },
      schema: {
        tags: SYNC_TAGS,
        summary: 'The chunks after a sequence number, oldest first (a page of at most 4 MB)',
        params: syncSpaceParamsSchema,
        querystring: syncChunksQuerySchema,
        response: { 200: syncChunksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await readChunks(db, request.params.id, tokenOf(request.headers.authorization), request.query.after);
      if (found.kind !== 'ok') throw refuse(found);
      return { data: { chunks: found.chunks ?? [], more: found.more ?? false, ...found.space } };
    },
  );

  app.post(
    API_PATHS.syncChunks,
    {
      config: { rateLimit: {} },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: SYNC_TAGS,
        summary: 'Append an encrypted chunk (optionally replacing the chunks up to a sequence number)',
        params: syncSpaceParamsSchema,
        body: syncChunkPayloadSchema,
        response: { 201: syncChunkCreatedSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.headers.authorization);
      const { data, replaces_through } = request.body;
      const bytes = Buffer.byteLength(data, 'base64');
      if (bytes > SYNC_CHUNK_MAX_BYTES) throw new HttpError(413, `A chunk may hold at most ${SYNC_CHUNK_MAX_BYTES / MB} MB; send the changes in smaller chunks.`);
      const result = await appendChunk(db, request.params.id, token, data, bytes, replaces_through);
      if (result.kind === 'full') throw new HttpError(413, `This sync space is full (${SYNC_SPACE_MAX_BYTES / MB} MB). Your progress on this device is kept.`);
      if (result.kind !== 'stored') throw refuse(result as Exclude<SpaceAccess, { kind: 'ok' }>);
      return reply.code(201).send({ data: { seq: result.seq, ...result.space } });
    },
  );

  app.delete(
    API_PATHS.syncSpace,
    {
      config: { rateLimit: {} },
      schema: {
        tags: SYNC_TAGS,
        summary: 'Stop syncing: delete the space’s chunks at once (other devices are told on their next sync)',
        params: syncSpaceParamsSchema,
        response: { 200: syncDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const found = await deleteSpace(db, request.params.id, tokenOf(request.headers.authorization));
      if (found.kind === 'missing' || found.kind === 'wrong-token') throw refuse(found);
      return { data: { deleted: true as const } };
    },
  );
};
