import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { sessionPayloadSchema, sessionResponseSchema } from '../../../shared/contract/sessions.js';
import { badRequest, tooManyRequests } from '../../http-errors.js';
import { addressKey } from './address-key.js';
import { findAnswerKeys, findOlderKeys, insertSessions, readAddressSalt } from './session-repository.js';
import { findShapeProblem, scoreSession } from './session-rules.js';
import { SessionWriter } from './session-writer.js';

const RATE_LIMITED = 'You have sent a lot of results in a short time. Please wait a minute and try again.';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = new SessionWriter((batch) => insertSessions(app.database.db, batch));
  let salt: Promise<string> | undefined;
  app.addHook('onClose', () => writer.idle());
  await app.register(rateLimit, {
    global: false,
    // A real learner finishes a test every few minutes at most; this only stops floods.
    max: app.config.SESSION_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyRequests(RATE_LIMITED, Math.ceil(context.ttl / 1000)),
  });

  app.post(
    API_PATHS.sessions,
    {
      config: { rateLimit: {} },
      schema: {
        tags: ['learner'],
        summary: 'Record a finished practice test (anonymous); the server scores it with its own answer key',
        body: sessionPayloadSchema,
        response: { 201: sessionResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.body;
      const problem = findShapeProblem(session);
      if (problem) throw badRequest(problem);
      // Active questions are scored from memory; only the rest (e.g. deleted mid-test, or answered on an older version) needs the database.
      const { answerKey } = await app.questionBank.get();
      const elsewhere = session.questions.map((q) => q.question_id).filter((id) => !answerKey.has(id));
      const current = elsewhere.length === 0 ? answerKey : new Map([...answerKey, ...(await findAnswerKeys(app.database.db, elsewhere))]);
      const unknown = elsewhere.filter((id) => !current.has(id));
      if (unknown.length > 0) throw badRequest('Unknown question id', { unknown });
      const olderWanted = session.questions.flatMap((q) =>
        q.question_version !== undefined && current.get(q.question_id)?.version !== q.question_version ? [{ id: q.question_id, version: q.question_version }] : [],
      );
      const older = await findOlderKeys(app.database.db, olderWanted);
      salt ??= readAddressSalt(app.database.db).catch((error: unknown) => {
        salt = undefined;
        throw error;
      });
      const scored = scoreSession(session, { current, older }, addressKey(await salt, request.ip, new Date()));
      if ('problem' in scored) throw badRequest(scored.problem);
      const stored = await writer.write(scored);
      return reply.code(201).send({ data: { id: stored.id, created_at: stored.createdAt.toISOString() } });
    },
  );
};
