import { sendRawJson } from '../../raw-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema } from '../../../shared/contract/categories.js';
import { API_PATHS } from '../../../shared/api-paths.js';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.categories,
    {
      schema: {
        tags: ['learner'],
        summary: 'The six categories with their question counts',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      const bank = await app.questionBank.inLocale();
      return sendRawJson(reply, bank.categoriesJson);
    },
  );
};
