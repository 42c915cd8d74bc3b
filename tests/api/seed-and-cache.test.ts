import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/server/db/seed.js';
import { questions, questionTranslations } from '../../src/server/db/schema.js';
import { buildBank, buildFrench, buildQuestionPayload } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

const learnerIds = async (app = ctx.app) =>
  (await app.inject({ method: 'GET', url: '/api/questions' })).json().data.map((q: { id: string }) => q.id) as string[];

describe('seeding', () => {
  it('is idempotent', async () => {
    const result = await seed(ctx.database.db, buildBank(), buildFrench(buildBank()));
    expect(result).toEqual({ questions: 48, written: 0, translated: 0 });
    expect(await learnerIds()).toHaveLength(48);
  });

  it('skips seeding when the content files have not changed since the last seed', async () => {
    await ctx.database.db.update(questions).set({ contentHash: 'stale' }).where(eq(questions.id, 'geo-001'));
    expect(await seed(ctx.database.db, buildBank(), buildFrench(buildBank()))).toEqual({ questions: 48, written: 0, translated: 0 });
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, 'geo-001'));
    expect(row!.contentHash).toBe('stale');
    // Any change to the files (here, one French text) seeds again, which also repairs that row.
    const french = buildFrench(buildBank());
    french[0]!.questions[0] = { ...french[0]!.questions[0]!, memoryDevice: 'Autre astuce' };
    expect(await seed(ctx.database.db, buildBank(), french)).toMatchObject({ written: 1, translated: 1 });
    expect((await seed(ctx.database.db, buildBank(), buildFrench(buildBank()))).translated).toBe(1);
  });

  it('refreshes a question whose content changed, unless an admin edited it', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/questions/gov-005', headers: { cookie }, payload: buildQuestionPayload({ question: 'Admin wording?' }) });
    const bank = buildBank().map((q) =>
      q.id === 'gov-004' || q.id === 'gov-005' ? { ...q, question: 'Corrected wording?', contentHash: `changed-${q.id}` } : q,
    );
    const result = await seed(ctx.database.db, bank, []);
    expect(result.written).toBe(1);
    const [four] = await ctx.database.db.select().from(questions).where(eq(questions.id, 'gov-004'));
    const [five] = await ctx.database.db.select().from(questions).where(eq(questions.id, 'gov-005'));
    expect(four!.question).toBe('Corrected wording?');
    expect(five!.question).toBe('Admin wording?');
  });

  it('refreshes a French version whose file changed, unless an admin edited the question', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/questions/his-002/reorder-answers', headers: { cookie }, payload: { newOrder: [1, 0, 2, 3] } });
    const french = buildFrench(buildBank()).map((file) => ({
      ...file,
      questions: file.questions.map((q) => (q.id === 'his-002' || q.id === 'his-003' ? { ...q, question: `Nouvelle formulation ${q.id}?` } : q)),
    }));
    const result = await seed(ctx.database.db, buildBank(), french);
    expect(result.translated).toBe(1);
    const texts = await ctx.database.db.select().from(questionTranslations).where(inArray(questionTranslations.questionId, ['his-002', 'his-003']));
    expect(Object.fromEntries(texts.map((t) => [t.questionId, t.question]))).toEqual({
      'his-002': 'FR HIS question number 2?',
      'his-003': 'Nouvelle formulation his-003?',
    });
  });

  it('never resurrects a question an admin deleted', async () => {
    await ctx.app.inject({ method: 'DELETE', url: '/api/admin/questions/eco-008', headers: { cookie } });
    await seed(ctx.database.db, buildBank(), []);
    ctx.app.questionBank.invalidate();
    expect(await learnerIds()).not.toContain('eco-008');
  });
});

describe('the in-memory bank on several instances', () => {
  it('an edit on one instance shows at once on another sharing the database', async () => {
    const second = await ctx.secondInstance();
    expect(await learnerIds(second)).toContain('his-003');
    await ctx.app.inject({ method: 'DELETE', url: '/api/admin/questions/his-003', headers: { cookie } });
    // NOTIFY is delivered asynchronously on a real server: allow it a moment, no longer.
    await expect.poll(async () => (await learnerIds(second)).includes('his-003'), { timeout: 2000, interval: 20 }).toBe(false);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/questions', headers: { cookie }, payload: buildQuestionPayload({ question: 'Fresh?' }) });
    const id = created.json().data.id as string;
    await expect.poll(async () => (await learnerIds(second)).includes(id), { timeout: 2000, interval: 20 }).toBe(true);
  });
});
