import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, lt, lte, sql, TransactionRollbackError } from 'drizzle-orm';
import { SYNC_EXPIRY_DAYS, SYNC_PAGE_MAX_BYTES, SYNC_SPACE_MAX_BYTES } from '../../../shared/contract/sync.js';
import type { Db } from '../../db/client.js';
import { syncChunks, syncSpaces } from '../../db/schema.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SpaceSummary {
  next_seq: number;
  chunk_count: number;
  bytes: number;
}

/** What a request finds: the space, or why not. */
export type SpaceAccess = { kind: 'ok'; space: SpaceSummary } | { kind: 'missing' } | { kind: 'deleted' } | { kind: 'wrong-token' };

type SpaceRow = typeof syncSpaces.$inferSelect;
const summary = (row: Pick<SpaceRow, 'nextSeq' | 'chunks' | 'bytes'>): SpaceSummary => ({ next_seq: row.nextSeq, chunk_count: row.chunks, bytes: row.bytes });

function access(row: SpaceRow | undefined, token: string): SpaceAccess {
  if (!row) return { kind: 'missing' };
  const given = Buffer.from(hashToken(token), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.tokenHash, 'hex'))) return { kind: 'wrong-token' };
  if (row.deletedAt) return { kind: 'deleted' };
  return { kind: 'ok', space: summary(row) };
}

/** Creates a space, or finds the one this token made already (a retried request). */
export async function createSpace(db: Db, id: string, token: string): Promise<{ created: boolean; access: SpaceAccess }> {
  const inserted = await db.insert(syncSpaces).values({ id, tokenHash: hashToken(token) }).onConflictDoNothing().returning();
  if (inserted[0]) return { created: true, access: access(inserted[0], token) };
  const [row] = await db.select().from(syncSpaces).where(eq(syncSpaces.id, id));
  return { created: false, access: access(row, token) };
}

/** Marks a space as used today (at most one write a day: reads are frequent). */
async function touch(db: Db, id: string): Promise<void> {
  await db
    .update(syncSpaces)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(syncSpaces.id, id), lt(syncSpaces.lastUsedAt, sql`now() - interval '1 day'`)));
}

/** The chunks after `after`, oldest first, up to a page's worth of bytes. */
export async function readChunks(db: Db, id: string, token: string, after: number): Promise<SpaceAccess & { chunks?: { seq: number; data: string }[]; more?: boolean }> {
  const [row] = await db.select().from(syncSpaces).where(eq(syncSpaces.id, id));
  const found = access(row, token);
  if (found.kind !== 'ok') return found;
  await touch(db, id);
  const rows = await db
    .select({ seq: syncChunks.seq, data: syncChunks.data, bytes: syncChunks.bytes })
    .from(syncChunks)
    .where(and(eq(syncChunks.spaceId, id), gt(syncChunks.seq, after)))
    .orderBy(asc(syncChunks.seq));
  const chunks: { seq: number; data: string }[] = [];
  let size = 0;
  for (const chunk of rows) {
    // Always at least one chunk, so a device pages forward whatever the sizes.
    if (chunks.length > 0 && size + chunk.data.length > SYNC_PAGE_MAX_BYTES) break;
    chunks.push({ seq: chunk.seq, data: chunk.data });
    size += chunk.data.length;
  }
  return { ...found, chunks, more: chunks.length < rows.length };
}

export type AppendResult = SpaceAccess | { kind: 'full' } | { kind: 'stored'; seq: number; space: SpaceSummary };

/**
 * Appends a chunk under the space row's lock (its sequence number and the size check are one
 * statement, so any number of instances append safely); a compaction removes the chunks it replaces.
 */
export async function appendChunk(db: Db, id: string, token: string, data: string, bytes: number, replacesThrough?: number): Promise<AppendResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(syncSpaces).where(eq(syncSpaces.id, id)).for('update');
    const found = access(row, token);
    if (found.kind !== 'ok') return found;
    let freed = 0;
    let removed = 0;
    if (replacesThrough !== undefined) {
      const gone = await tx
        .delete(syncChunks)
        .where(and(eq(syncChunks.spaceId, id), lte(syncChunks.seq, Math.min(replacesThrough, row!.nextSeq - 1))))
        .returning({ bytes: syncChunks.bytes });
      freed = gone.reduce((n, c) => n + c.bytes, 0);
      removed = gone.length;
    }
    if (row!.bytes - freed + bytes > SYNC_SPACE_MAX_BYTES) {
      // Nothing of this request stays (the compaction's deletes included).
      tx.rollback();
    }
    const seq = row!.nextSeq;
    await tx.insert(syncChunks).values({ spaceId: id, seq, data, bytes });
    const [updated] = await tx
      .update(syncSpaces)
      .set({ nextSeq: seq + 1, bytes: row!.bytes - freed + bytes, chunks: row!.chunks - removed + 1, lastUsedAt: sql`now()` })
      .where(eq(syncSpaces.id, id))
      .returning();
    return { kind: 'stored' as const, seq, space: summary(updated!) };
  }).catch((error: unknown) => {
    if (isRollback(error)) return { kind: 'full' as const };
    throw error;
  });
}

const isRollback = (error: unknown) => error instanceof TransactionRollbackError;

/** Deletes a space's chunks at once and keeps a marker, so the other devices are told on their next sync. */
export async function deleteSpace(db: Db, id: string, token: string): Promise<SpaceAccess> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(syncSpaces).where(eq(syncSpaces.id, id)).for('update');
    const found = access(row, token);
    if (found.kind === 'missing' || found.kind === 'wrong-token') return found;
    await tx.delete(syncChunks).where(eq(syncChunks.spaceId, id));
    await tx.update(syncSpaces).set({ deletedAt: sql`coalesce(${syncSpaces.deletedAt}, now())`, bytes: 0, chunks: 0, lastUsedAt: sql`now()` }).where(eq(syncSpaces.id, id));
    return { kind: 'ok' as const, space: { next_seq: row!.nextSeq, chunk_count: 0, bytes: 0 } };
  });
}

/** Removes spaces (and deletion markers) unused for a year; safe to run on every instance at once. */
export async function expireSpaces(db: Db): Promise<number> {
  const gone = await db
    .delete(syncSpaces)
    .where(lt(syncSpaces.lastUsedAt, sql`now() - make_interval(days => ${SYNC_EXPIRY_DAYS})`))
    .returning({ id: syncSpaces.id });
  return gone.length;
}
