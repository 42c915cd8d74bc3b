import { z } from 'zod';

/**
 * Sync spaces (decision 035): a learner's devices share their record of attempts through the
 * server as end-to-end encrypted chunks. The server sees an id, a token (checked against its
 * hash) and bytes it cannot read.
 */
export const SYNC_TAGS = ['sync'];

export { SYNC_CHUNK_MAX_BYTES } from '../constants.js';
/** Bytes one space may hold: years of daily study, compressed; a device compacts long before. */
export const SYNC_SPACE_MAX_BYTES = 20 * 1024 * 1024;
/** Chunks one answer carries at most (a device that joins late pages through the rest). */
export const SYNC_PAGE_MAX_BYTES = 4 * 1024 * 1024;
/** A space nobody used for this long is deleted. */
export const SYNC_EXPIRY_DAYS = 365;

export const syncSpaceParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'The sync space id must be 32 lowercase hexadecimal characters'),
});

export const syncChunksQuerySchema = z.object({
  /** The highest sequence number the device has: only later chunks come back. */
  after: z.coerce.number().int().min(0).default(0),
});

const base64 = z
  .string()
  .min(1, 'data must not be empty')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'data must be base64')
  .refine((s) => s.length % 4 === 0, 'data must be base64');

export const syncChunkPayloadSchema = z
  .strictObject({
    /** Base64 of the encrypted chunk (a version byte, the IV, the AES-GCM ciphertext). */
    data: base64,
    /**
     * Compaction: this chunk holds everything of the chunks up to this sequence number, which the
     * device has merged; they are removed once it is stored.
     */
    replaces_through: z.number().int().min(1).optional(),
  })
  .meta({ id: 'SyncChunkPayload' });

const spaceSummary = {
  /** The sequence number the next chunk will get. */
  next_seq: z.number().int(),
  chunk_count: z.number().int(),
  bytes: z.number().int(),
};

export const syncSpaceResponseSchema = z.object({ data: z.object({ id: z.string(), ...spaceSummary }) }).meta({ id: 'SyncSpace' });

export const syncChunksResponseSchema = z
  .object({
    data: z.object({
      chunks: z.array(z.object({ seq: z.number().int(), data: z.string() })),
      /** More chunks wait after these (the answer stopped at its size limit). */
      more: z.boolean(),
      ...spaceSummary,
    }),
  })
  .meta({ id: 'SyncChunks' });
export type SyncChunksResponse = z.infer<typeof syncChunksResponseSchema>;

export const syncChunkCreatedSchema = z.object({ data: z.object({ seq: z.number().int(), ...spaceSummary }) });
export const syncDeletedSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
