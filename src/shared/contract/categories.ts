import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.js';
import { inputLine, inputText } from './input.js';

const categoryCodeSchema = z.enum(CATEGORY_CODES);

const categoryRecordSchema = z
  .object({
    id: z.string(),
    code: categoryCodeSchema,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    total_questions: z.number().int(),
    display_order: z.number().int(),
    /** Moves with every change: an admin's edit names the version it was made from (If-Match). */
    version: z.number().int().min(1).optional(),
  })
  .meta({ id: 'Category' });

export const categoriesResponseSchema = z.object({ data: z.array(categoryRecordSchema) });
export const categoryResponseSchema = z.object({ data: categoryRecordSchema });

export const categoryUpdatePayloadSchema = z
  .object({
    name: inputLine().trim().min(1, 'Category name is required').max(80),
    description: inputText().trim().max(400),
    icon: inputLine().trim().min(1).max(16),
    display_order: z.number().int().min(0).max(1000),
    /** The French name and description (each left as it is when absent). */
    fr: z
      .object({
        name: inputLine().trim().min(1, 'Category name is required').max(80),
        description: inputText().trim().max(400),
      })
      .partial()
      .strict()
      .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

export const categoryParamsSchema = z.object({
  code: inputLine().transform((v) => v.toUpperCase()).pipe(categoryCodeSchema),
});

export type CategoryRecord = z.infer<typeof categoryRecordSchema>;
export type CategoryUpdatePayload = z.infer<typeof categoryUpdatePayloadSchema>;
