import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { healthErrorSchema, healthResponseSchema } from '../../../shared/contract/health.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database reachability, and the bank this instance serves',
        response: { 200: healthResponseSchema, 503: healthErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        const { version, revision } = await app.questionBank.get();
        return { status: 'ok' as const, database: app.database.kind, listening: app.database.listening(), bank: { version, revision } };
      } catch {
        return reply.code(503).send({ status: 'error' as const, message: 'Database unreachable' });
      }
    },
  );
};
