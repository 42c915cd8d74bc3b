import { and, count, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsResponseSchema } from '../../../shared/contract/admin.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { questions } from '../../db/schema.js';
import { countActiveLearners } from '../sessions/session-repository.js';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures (see docs/decisions for how each is counted)',
        response: { 200: adminStatsResponseSchema, 401: apiErrorSchema },
      },
    },
    async () => {
      const { db } = app.database;
      const bank = await app.questionBank.get();
      const [loaded] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(isNull(questions.deletedAt), isNotNull(questions.contentHash)));
      return {
        totalQuestions: bank.all.length,
        totalCategories: bank.categories.length,
        loadedQuestions: loaded?.n ?? 0,
        activeUsers: await countActiveLearners(db),
      };
    },
  );
};
