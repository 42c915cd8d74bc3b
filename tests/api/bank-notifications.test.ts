import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/server/db/seed.js';
import { readBankRevision } from '../../src/server/modules/questions/bank-repository.js';
import { healthResponseSchema } from '../../src/shared/contract/health.js';
import { buildBank } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

/**
 * Every instance serves the current bank, whoever changed it: the database's own triggers
 * announce each committed write; a revision check catches a lost announcement.
 */
let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  second = await ctx.secondInstance();
});
afterAll(() => ctx.close());

const questionText = async (app: FastifyInstance, id: string) =>
  ((await app.inject({ method: 'GET', url: `/api/questions?ids=${id}` })).json().data as { question: string }[])[0]?.question;
const health = async (app: FastifyInstance) => healthResponseSchema.parse((await app.inject({ method: 'GET', url: '/health' })).json());
const revision = () => readBankRevision(ctx.database.db);

/** Both instances serve `text` for `id` within a second. */
async function bothServe(id: string, text: string) {
  for (const app of [ctx.app, second]) {
    await expect.poll(() => questionText(app, id), { timeout: 1000, interval: 20 }).toBe(text);
  }
}

describe('bank changes made outside the admin API', () => {
  it('an update by plain SQL is served by both instances within a second', async () => {
    expect(await questionText(second, 'geo-002')).not.toBe('Changed by hand?');
    await ctx.database.db.execute(sql`UPDATE questions SET question = 'Changed by hand?' WHERE id = 'geo-002'`);
    await bothServe('geo-002', 'Changed by hand?');
  });

  it('a seed that changes a question is served at once, with no call to the bank from the seeding code', async () => {
    await questionText(second, 'gov-003');
    const bank = buildBank().map((q) => (q.id === 'gov-003' ? { ...q, question: 'Seeded anew?', contentHash: 'new-gov-003' } : q));
    expect((await seed(ctx.database.db, bank, [])).written).toBe(1);
    await bothServe('gov-003', 'Seeded anew?');
  });

  it('a rolled-back change is never announced and leaves the revision as it was', async () => {
    const before = await revision();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE questions SET question = 'Never committed?' WHERE id = 'his-001'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await revision()).toBe(before);
    expect(await questionText(second, 'his-001')).not.toBe('Never committed?');
  });

  it('each committed write bumps the revision that /health reports', async () => {
    const before = await revision();
    await ctx.database.db.execute(sql`UPDATE categories SET description = description || '.' WHERE code = 'GEO'`);
    expect(await revision()).toBe(before + 1);
    await expect.poll(async () => (await health(second)).bank.revision, { timeout: 1000, interval: 20 }).toBe(before + 1);
  });
});

describe('/health', () => {
  it('says the instance listens and which bank it serves (the ETag of bank reads)', async () => {
    for (const app of [ctx.app, second]) {
      const report = await health(app);
      expect(report.listening).toBe(true);
      const etag = (await app.inject({ method: 'GET', url: '/api/categories' })).headers.etag;
      expect(`"${report.bank.version}"`).toBe(etag);
      expect(report.bank.revision).toBe(await revision());
    }
  });
});

describe('the revision check (a safety net for a lost notification)', () => {
  it('reloads a bank whose revision moved on without a notification, and nothing otherwise', async () => {
    const bank = ctx.app.questionBank;
    await bank.get();
    expect(await bank.checkRevision()).toBe(false);
    // The revision alone moves (bank_state has no trigger): as if a notification had been lost.
    await ctx.database.db.execute(sql`UPDATE bank_state SET revision = revision + 1 WHERE id = 1`);
    expect(await bank.checkRevision()).toBe(true);
    expect((await bank.get()).revision).toBe(await revision());
    expect(await bank.checkRevision()).toBe(false);
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL: a listener whose connection is killed', () => {
  it('reconnects, and the next edit still reaches both instances', async () => {
    const killed = await ctx.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    // One listening connection per instance.
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    await expect.poll(async () => (await health(ctx.app)).listening && (await health(second)).listening, { timeout: 5000, interval: 50 }).toBe(true);
    await ctx.database.db.execute(sql`UPDATE questions SET question = 'After the reconnect?' WHERE id = 'eco-002'`);
    await bothServe('eco-002', 'After the reconnect?');
  });
});
