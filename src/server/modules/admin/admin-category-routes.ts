import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  categoryParamsSchema,
  categoryResponseSchema,
  categoryUpdatePayloadSchema,
} from '../../../shared/contract/categories.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { notFound } from '../../http-errors.js';
import { updateCategory } from './admin-category-repository.js';
import { auditActor } from './admin-session.js';
import { lastChange } from './audit-repository.js';
import { changedMeanwhile, expectedVersion } from './version-check.js';
import { API_PATHS } from '../../../shared/api-paths.js';

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.adminCategories,
    {
      schema: {
        tags: ['admin'],
        summary: 'Categories with their question counts',
        response: { 200: categoriesResponseSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ data: (await app.questionBank.inLocale()).categories }),
  );

  app.put(
    API_PATHS.adminCategory,
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename or describe a category (in English, and in French with fr)',
        params: categoryParamsSchema,
        body: categoryUpdatePayloadSchema,
        response: { 200: categoryResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await updateCategory(app.database.db, auditActor(request), request.params.code, request.body, expectedVersion(request));
      if (!result) throw notFound('Category not found');
      if (result === 'changed') {
        const current = (await app.questionBank.inLocale()).categories.find((c) => c.code === request.params.code);
        throw changedMeanwhile('category', current, await lastChange(app.database.db, 'category', request.params.code));
      }
      app.questionBank.changed();
      const record = (await app.questionBank.inLocale()).categories.find((c) => c.code === request.params.code);
      if (!record) throw notFound('Category not found');
      return { data: record };
    },
  );
};
