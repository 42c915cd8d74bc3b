import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsResponseSchema } from '../../../shared/contract/admin.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { ACTIVE_LEARNER_WINDOW_DAYS, countActiveLearners, countDeletedQuestions, countLoadedQuestions } from './admin-stats-repository.js';
import { API_PATHS } from '../../../shared/api-paths.js';
import { countOpenReports } from '../reports/reports-repository.js';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.adminStats,
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures (see docs/decisions for how each is counted)',
        response: { 200: adminStatsResponseSchema, 401: apiErrorSchema },
      },
    },
    async () => {
      const bank = await app.questionBank.inLocale();
      return {
        totalQuestions: bank.all.length,
        totalCategories: bank.categories.length,
        loadedQuestions: await countLoadedQuestions(app.database.db),
        activeUsers: await countActiveLearners(app.database.db),
        openReports: await countOpenReports(app.database.db),
        deletedQuestions: await countDeletedQuestions(app.database.db),
        activeUsersWindowDays: ACTIVE_LEARNER_WINDOW_DAYS,
      };
    },
  );
};
