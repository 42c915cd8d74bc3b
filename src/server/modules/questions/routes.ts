import { sendRawJson } from '../../raw-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  learnerStatsResponseSchema,
  questionsQuerySchema,
  questionsResponseSchema,
} from '../../../shared/contract/questions.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { questionsJson, sample } from './question-bank.js';

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions',
    {
      schema: {
        tags: ['learner'],
        summary: 'Questions for practice, study and flashcards',
        querystring: questionsQuerySchema,
        response: { 200: questionsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, random, category } = request.query;
      const bank = await app.questionBank.get();
      const pool = category ? (bank.byCategory.get(category) ?? []) : bank.all;
      const count = limit ?? pool.length;
      const picked = random ? sample(pool, count) : pool.slice(0, count);
      return sendRawJson(reply, questionsJson(picked));
    },
  );

  app.get(
    '/api/questions/stats',
    {
      schema: {
        tags: ['learner'],
        summary: 'Headline totals for the landing page',
        response: { 200: learnerStatsResponseSchema },
      },
    },
    async (_request, reply) => {
      const bank = await app.questionBank.get();
      return sendRawJson(reply, bank.statsJson);
    },
  );
};
