import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_CHUNK_MAX_BYTES, SYNC_SPACE_MAX_BYTES } from '../../src/shared/contract/sync.js';
import { syncChunks, syncSpaces } from '../../src/server/db/schema.js';
import { expireSpaces } from '../../src/server/modules/sync/sync-repository.js';
import type { Attempt } from '../../src/client/lib/learning/attempt.js';
import { newSyncCode } from '../../src/client/lib/sync/sync-code.js';
import { decryptChunk, encryptChunk } from '../../src/client/lib/sync/sync-crypto.js';
import { deriveSyncKeys, type SyncKeys } from '../../src/client/lib/sync/sync-keys.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SYNC_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => ctx.close());

const newSpace = () => deriveSyncKeys(newSyncCode(), 1000);
const auth = (keys: SyncKeys) => ({ authorization: `Bearer ${keys.token}` });
const create = (keys: SyncKeys) => ctx.app.inject({ method: 'POST', url: `/api/sync/${keys.id}`, headers: auth(keys) });
const append = (keys: SyncKeys, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/sync/${keys.id}/chunks`, headers: auth(keys), payload });
const read = (keys: SyncKeys, after = 0) => ctx.app.inject({ method: 'GET', url: `/api/sync/${keys.id}/chunks?after=${after}`, headers: auth(keys) });
const attempts: Attempt[] = [
  { kind: 'answer', id: 'a1', at: 1_700_000_000_000, questionId: 'geo-001', category: 'GEO', ok: false, choice: 3, mode: 'test' },
  { kind: 'round', id: 'r1', at: 1_700_000_000_000, mode: 'test', timing: 'real', category: null, questionIds: ['geo-001'], categories: ['GEO'], choices: [3], right: [false], versions: [1], seconds: 30 },
];

describe('sync spaces', () => {
  it('stores encrypted chunks in order and gives back those after a sequence number', async () => {
    const keys = await newSpace();
    expect((await create(keys)).statusCode).toBe(201);
    // A retried create finds the same space.
    expect((await create(keys)).statusCode).toBe(200);
    const first = await append(keys, { data: await encryptChunk(keys.key, keys.id, { attempts: attempts.slice(0, 1) }) });
    const second = await append(keys, { data: await encryptChunk(keys.key, keys.id, { attempts: attempts.slice(1) }) });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().data.seq, second.json().data.seq]).toEqual([1, 2]);
    const all = (await read(keys)).json().data;
    expect(all).toMatchObject({ next_seq: 3, chunk_count: 2, more: false });
    const opened = await Promise.all(all.chunks.map((c: { data: string }) => decryptChunk(keys.key, keys.id, c.data)));
    expect(opened.flatMap((c) => c.attempts)).toEqual(attempts);
    expect((await read(keys, 1)).json().data.chunks.map((c: { seq: number }) => c.seq)).toEqual([2]);
  });

  it('keeps nothing the server could read: no question id, no answer, no key', async () => {
    const keys = await newSpace();
    await create(keys);
    await append(keys, { data: await encryptChunk(keys.key, keys.id, { attempts }) });
    const rows = await ctx.database.db.select().from(syncChunks).where(eq(syncChunks.spaceId, keys.id));
    const [space] = await ctx.database.db.select().from(syncSpaces).where(eq(syncSpaces.id, keys.id));
    const stored = rows.map((r) => Buffer.from(r.data, 'base64').toString('latin1')).join('') + JSON.stringify(space);
    for (const secret of ['geo-001', 'answer', 'round', 'GEO', keys.token]) expect(stored).not.toContain(secret);
  });

  it('compacts: a chunk that replaces the ones a device merged removes them, and frees their size', async () => {
    const keys = await newSpace();
    await create(keys);
    for (let i = 0; i < 3; i += 1) await append(keys, { data: await encryptChunk(keys.key, keys.id, { attempts }) });
    const compacted = await append(keys, { data: await encryptChunk(keys.key, keys.id, { attempts }), replaces_through: 2 });
    expect(compacted.json().data).toMatchObject({ seq: 4, chunk_count: 2 });
    expect((await read(keys)).json().data.chunks.map((c: { seq: number }) => c.seq)).toEqual([3, 4]);
  });

  it('refuses what it cannot take, with a message and nothing changed', async () => {
    const keys = await newSpace();
    await create(keys);
    const other = await newSpace();
    const cases = [
      [await ctx.app.inject({ method: 'GET', url: `/api/sync/${keys.id}/chunks` }), 401],
      [await ctx.app.inject({ method: 'GET', url: `/api/sync/${keys.id}/chunks`, headers: { authorization: 'Bearer nope' } }), 401],
      [await ctx.app.inject({ method: 'GET', url: `/api/sync/${keys.id}/chunks`, headers: auth(other) }), 403],
      [await read(other), 404],
      [await ctx.app.inject({ method: 'GET', url: '/api/sync/NOT-AN-ID/chunks', headers: auth(keys) }), 400],
      [await read(keys, -1), 400],
      [await append(keys, { data: 'not base64!' }), 400],
      [await append(keys, { data: 'AAAA', extra: 1 }), 400],
      [await append(keys, { data: 'AAAA', replaces_through: 0 }), 400],
      [await ctx.app.inject({ method: 'POST', url: `/api/sync/${keys.id}/chunks`, headers: { ...auth(keys), 'content-type': 'application/json' }, payload: '{"data":' }), 400],
      [await append(keys, { data: Buffer.alloc(SYNC_CHUNK_MAX_BYTES + 3).toString('base64') }), 413],
    ] as const;
    for (const [res, status] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await read(keys)).json().data).toMatchObject({ chunk_count: 0, bytes: 0 });
  });

  it('refuses a chunk past the space\'s size and keeps everything stored before', async () => {
    const keys = await newSpace();
    await create(keys);
    await ctx.database.db.update(syncSpaces).set({ bytes: SYNC_SPACE_MAX_BYTES - 10 }).where(eq(syncSpaces.id, keys.id));
    const stored = await append(keys, { data: Buffer.alloc(9).toString('base64') });
    expect(stored.statusCode).toBe(201);
    const full = await append(keys, { data: Buffer.alloc(30).toString('base64'), replaces_through: 1 });
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toContain('full');
    // The refused compaction removed nothing.
    expect((await read(keys)).json().data.chunks).toHaveLength(1);
  });

  it('deletes a space at once; the other device is told (410) and nothing can be added', async () => {
    const keys = await newSpace();
    await create(keys);
    await append(keys, { data: await encryptChunk(keys.key, keys.id, { attempts }) });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/sync/${keys.id}`, headers: auth(keys) })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(syncChunks).where(eq(syncChunks.spaceId, keys.id))).toEqual([]);
    const after = await read(keys);
    expect(after.statusCode).toBe(410);
    expect(after.json().message).toContain('kept');
    expect((await append(keys, { data: 'AAAA' })).statusCode).toBe(410);
    expect((await create(keys)).statusCode).toBe(410);
    // Deleting again is harmless.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/sync/${keys.id}`, headers: auth(keys) })).statusCode).toBe(200);
  });

  it('expires spaces unused for a year, and only those', async () => {
    const old = await newSpace();
    const recent = await newSpace();
    await create(old);
    await create(recent);
    await ctx.database.db.update(syncSpaces).set({ lastUsedAt: sql`now() - interval '366 days'` }).where(eq(syncSpaces.id, old.id));
    await ctx.database.db.update(syncSpaces).set({ lastUsedAt: sql`now() - interval '300 days'` }).where(eq(syncSpaces.id, recent.id));
    await expireSpaces(ctx.database.db);
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(recent)).statusCode).toBe(200);
  });

  it('numbers chunks from two instances without a clash', async () => {
    const keys = await newSpace();
    await create(keys);
    const second = await ctx.secondInstance();
    const data = Buffer.alloc(12).toString('base64');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? ctx.app : second).inject({ method: 'POST', url: `/api/sync/${keys.id}/chunks`, headers: auth(keys), payload: { data } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(results.map((r) => r.json().data.seq).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('sync rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { SYNC_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('stops a flood from one address with a 429 and a clear message', async () => {
    const keys = await newSpace();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await limited.app.inject({ method: 'GET', url: `/api/sync/${keys.id}/chunks`, headers: auth(keys) })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
