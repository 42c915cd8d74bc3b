import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { sessionPayloadSchema, sessionResponseSchema } from '../../../shared/contract/sessions.js';
import { badRequest } from '../../http-errors.js';
import { findSessionInconsistency } from './session-rules.js';
import { findUnknownQuestionIds, insertSession } from './session-repository.js';
import { API_PATHS } from '../../../shared/api-paths.js';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.sessions,
    {
      schema: {
        tags: ['learner'],
        summary: 'Record a finished practice test (anonymous)',
        body: sessionPayloadSchema,
        response: { 201: sessionResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.body;
      const problem = findSessionInconsistency(session);
      if (problem) throw badRequest(problem);
      // Active questions are known from memory; only the rest (e.g. deleted mid-test) needs the database.
      const { ids } = await app.questionBank.get();
      const notActive = session.questions.map((q) => q.question_id).filter((id) => !ids.has(id));
      const unknown = await findUnknownQuestionIds(app.database.db, notActive);
      if (unknown.length > 0) throw badRequest('Unknown question id', { unknown });
      const created = await insertSession(app.database.db, session);
      return reply.code(201).send({ data: { id: created.id, created_at: created.createdAt.toISOString() } });
    },
  );
};
