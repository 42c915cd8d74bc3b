import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { outcomeCalibrationResponseSchema, outcomeCreatedResponseSchema, outcomePayloadSchema, PUBLIC_BAND_MIN_REPORTS } from '../../../shared/contract/outcomes.js';
import { tooManyRequests } from '../../http-errors.js';
import { insertOutcome, outcomeCalibration } from './outcomes-repository.js';

const HOUR_MS = 60 * 60 * 1000;
const RATE_LIMITED = 'Too many reports from this network. Please try again later.';

/**
 * Outcome reports (issue 30): after their test date a learner may say how it went, with their
 * consent; the pass estimate's calibration is worked out from them. Anonymous, rate-limited per
 * address and per instance like problem reports.
 */
export const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, {
    global: false,
    max: app.config.OUTCOME_RATE_LIMIT,
    timeWindow: HOUR_MS,
    errorResponseBuilder: (_request, context) => tooManyRequests(RATE_LIMITED, Math.ceil(context.ttl / 1000)),
  });

  app.post(
    API_PATHS.outcomes,
    {
      config: { rateLimit: {} },
      schema: {
        tags: ['learner'],
        summary: 'How the citizenship test went (anonymous, with consent): the result, the estimate band shown before, days studied, attempt and language',
        body: outcomePayloadSchema,
        response: { 201: outcomeCreatedResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await insertOutcome(app.database.db, request.body);
      return reply.code(201).send({ data: { received: true as const } });
    },
  );

  app.get(
    API_PATHS.outcomeCalibration,
    {
      schema: {
        tags: ['learner'],
        summary: `The pass estimate against reported outcomes, by band; a band's pass rate is public once it has ${PUBLIC_BAND_MIN_REPORTS} reports`,
        response: { 200: outcomeCalibrationResponseSchema },
      },
    },
    async () => {
      const calibration = await outcomeCalibration(app.database.db, PUBLIC_BAND_MIN_REPORTS);
      // Until a band has enough reports, only its count is public.
      return { data: { ...calibration, bands: calibration.bands.map((b) => (b.shown ? b : { ...b, passed: 0 })) } };
    },
  );
};

/** GET /api/admin/outcomes: every band with its counts, however few (behind the admin session). */
export const adminOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.adminOutcomes,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported test outcomes by the estimate band shown before the test, with counts',
        response: { 200: outcomeCalibrationResponseSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ data: await outcomeCalibration(app.database.db, 0) }),
  );
};
