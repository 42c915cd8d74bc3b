import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCategoryRoutes } from './admin-category-routes.js';
import { adminHelpRoutes } from './admin-help-routes.js';
import { adminQuestionRoutes } from './admin-question-routes.js';
import { adminReportRoutes } from '../reports/admin-report-routes.js';
import { adminOutcomeRoutes } from '../outcomes/routes.js';
import { requireAdmin } from './admin-session.js';
import { adminStatsRoutes } from './admin-stats-routes.js';
import { authRoutes } from './auth-routes.js';

/** Login is public; everything else under /api/admin needs a valid session. */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  // Admin answers (learners' messages, the admin's email, statistics) are never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(authRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', requireAdmin);
    await guarded.register(adminQuestionRoutes);
    await guarded.register(adminHelpRoutes);
    await guarded.register(adminCategoryRoutes);
    await guarded.register(adminStatsRoutes);
    await guarded.register(adminReportRoutes);
    await guarded.register(adminOutcomeRoutes);
  });
};
