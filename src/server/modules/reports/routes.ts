import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { REPORT_RATE_WINDOW_MS } from '../../../shared/constants.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { REPORT_TAGS, reportCreatedResponseSchema, reportPayloadSchema } from '../../../shared/contract/reports.js';
import { notFound, tooManyRequests } from '../../http-errors.js';
import { insertReport } from './reports-repository.js';

const RATE_LIMITED = 'You have sent a lot of reports in a short time. Please wait a few minutes and try again.';
const QUESTION_NOT_FOUND = 'Question not found';

/** POST /api/reports: a learner reports a problem with a question, no account needed. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per client address and per instance, in memory (docs/decisions/024-learner-reports.md).
  await app.register(rateLimit, {
    global: false,
    max: app.config.REPORT_RATE_LIMIT,
    timeWindow: REPORT_RATE_WINDOW_MS,
    errorResponseBuilder: (_request, context) => tooManyRequests(RATE_LIMITED, Math.ceil(context.ttl / 1000)),
  });

  app.post(
    API_PATHS.reports,
    {
      config: { rateLimit: {} },
      schema: {
        tags: REPORT_TAGS.learner,
        summary: 'Report a problem with a question (anonymous; a deleted or unknown question is a 404)',
        body: reportPayloadSchema,
        response: { 201: reportCreatedResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { message, ...report } = request.body;
      const stored = await insertReport(app.database.db, { ...report, message: message ?? null });
      if (!stored) throw notFound(QUESTION_NOT_FOUND);
      return reply.code(201).send({ data: { id: stored.id, created_at: stored.createdAt.toISOString() } });
    },
  );
};
