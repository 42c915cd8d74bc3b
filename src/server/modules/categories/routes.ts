import { sendBankJson } from '../../raw-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema } from '../../../shared/contract/categories.js';
import { API_PATHS } from '../../../shared/api-paths.js';
import { langOnlyQuerySchema } from '../../../shared/contract/questions.js';
import { apiErrorSchema, notModifiedSchema } from '../../../shared/contract/errors.js';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.categories,
    {
      schema: {
        tags: ['learner'],
        summary: 'The six categories with their question counts',
        querystring: langOnlyQuerySchema,
        response: { 200: categoriesResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bank = await app.questionBank.inLocale(request.query.lang);
      return sendBankJson(request, reply, bank.categoriesJson, bank.version);
    },
  );
};
