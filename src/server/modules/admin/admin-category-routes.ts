import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryParamsSchema,
  categoryRecordSchema,
  categoryUpdatePayloadSchema,
} from '../../../shared/contract/categories.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { notFound } from '../../http-errors.js';
import { categories } from '../../db/schema.js';

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Categories with their question counts',
        response: { 200: z.object({ data: z.array(categoryRecordSchema) }), 401: apiErrorSchema },
      },
    },
    async () => ({ data: (await app.questionBank.get()).categories }),
  );

  app.put(
    '/api/admin/categories/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename or describe a category',
        params: categoryParamsSchema,
        body: categoryUpdatePayloadSchema,
        response: { 200: z.object({ data: categoryRecordSchema }), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { name, description, icon, display_order: displayOrder } = request.body;
      const updated = await app.database.db
        .update(categories)
        .set({ name, description, icon, displayOrder, updatedAt: new Date() })
        .where(eq(categories.code, request.params.code))
        .returning({ code: categories.code });
      if (updated.length === 0) throw notFound('Category not found');
      await app.questionBank.changed();
      const record = (await app.questionBank.get()).categories.find((c) => c.code === request.params.code);
      if (!record) throw notFound('Category not found');
      return { data: record };
    },
  );
};
