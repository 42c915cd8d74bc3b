import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Whether this instance receives the database's bank-changed notifications now (false while reconnecting). */
  listening: z.boolean(),
  /** The bank this instance serves: its content version (the ETag of bank reads) and the database revision it was loaded at. */
  bank: z.object({ version: z.string(), revision: z.number().int() }),
});
export const healthErrorSchema = z.object({ status: z.literal('error'), message: z.string() });
