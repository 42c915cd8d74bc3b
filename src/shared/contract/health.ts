import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const healthErrorSchema = z.object({ status: z.literal('error'), message: z.string() });
