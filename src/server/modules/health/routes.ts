import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch {
        return reply.code(503).send({ status: 'error' as const, message: 'Database unreachable' });
      }
    },
  );
};
