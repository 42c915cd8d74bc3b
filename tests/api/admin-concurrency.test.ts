import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestionRecord, QuestionHistoryEntry } from '../../src/shared/contract/admin.js';
import { ADMIN, createTestContext, type TestContext } from './helper.js';

/** Two admins editing at once: the later write never silently undoes the earlier one. */
let ctx: TestContext;
let alice: string;
let bob: string;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await ctx.login('10.0.0.1');
  bob = await ctx.login('10.0.0.2');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown, ifMatch?: string) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie, ...(ifMatch !== undefined ? { 'if-match': ifMatch } : {}) } });
const open = async (cookie: string, id: string) => {
  const res = await call(cookie, 'GET', `/api/admin/questions/${id}`);
  expect(res.headers.etag).toBe(`"${res.json().data.version}"`);
  return res.json<{ data: AdminQuestionRecord }>().data;
};
/** The payload the editor sends for a record, with some fields changed. */
const edited = (q: AdminQuestionRecord, change: Partial<AdminQuestionRecord>) => {
  const r = { ...q, ...change };
  return { type: r.type, question: r.question, option_a: r.option_a, option_b: r.option_b, option_c: r.option_c, option_d: r.option_d, correct_answer: r.correct_answer, category_code: r.category_code, difficulty_level: r.difficulty_level, explanation: r.explanation, memory_device: r.memory_device, context: r.context, out_of_test: r.out_of_test };
};
const history = async (id: string) => (await call(alice, 'GET', `/api/admin/questions/${id}/history`)).json<{ data: QuestionHistoryEntry[] }>().data;

describe('optimistic concurrency on admin writes', () => {
  it("refuses the second of two edits made from the same version, keeping the first and saying who changed it", async () => {
    const a = await open(alice, 'geo-005');
    const b = await open(bob, 'geo-005');
    const first = await call(alice, 'PUT', '/api/admin/questions/geo-005', edited(a, { explanation: 'Alice explains it better.' }), `"${a.version}"`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(a.version! + 1);

    const second = await call(bob, 'PUT', '/api/admin/questions/geo-005', edited(b, { question: 'Bob rewords the question?' }), `"${b.version}"`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'Conflict',
      message: expect.stringContaining(`changed by ${ADMIN.email} since you opened it`),
      details: { current: { id: 'geo-005', explanation: 'Alice explains it better.', version: a.version! + 1 }, last_change: { by: ADMIN.email } },
    });
    expect(await open(alice, 'geo-005')).toMatchObject({ explanation: 'Alice explains it better.', question: a.question });

    // Bob reloads, keeps his wording, and saves from the current version.
    const reloaded = await open(bob, 'geo-005');
    const third = await call(bob, 'PUT', '/api/admin/questions/geo-005', edited(reloaded, { question: 'Bob rewords the question?' }), `"${reloaded.version}"`);
    expect(third.statusCode).toBe(200);
    expect(third.json().data).toMatchObject({ question: 'Bob rewords the question?', explanation: 'Alice explains it better.' });
  });

  it('refuses a stale reorder, delete and restore with 409, writing nothing', async () => {
    const q = await open(alice, 'his-003');
    expect((await call(bob, 'PUT', '/api/admin/questions/his-003', edited(q, { explanation: 'Changed by Bob.' }), `"${q.version}"`)).statusCode).toBe(200);
    const historyBefore = (await history('his-003')).length;
    expect((await call(alice, 'PUT', '/api/admin/questions/his-003/reorder-answers', { newOrder: [3, 2, 1, 0] }, `"${q.version}"`)).statusCode).toBe(409);
    expect((await call(alice, 'DELETE', '/api/admin/questions/his-003', undefined, `"${q.version}"`)).statusCode).toBe(409);
    expect(await open(alice, 'his-003')).toMatchObject({ option_a: q.option_a, explanation: 'Changed by Bob.' });
    expect(await history('his-003')).toHaveLength(historyBefore);

    const current = await open(alice, 'his-003');
    expect((await call(alice, 'DELETE', '/api/admin/questions/his-003', undefined, `"${current.version}"`)).statusCode).toBe(204);
    expect((await call(bob, 'POST', '/api/admin/questions/his-003/restore', undefined, `"${current.version}"`)).statusCode).toBe(409);
    expect((await call(bob, 'POST', '/api/admin/questions/his-003/restore', undefined, `"${current.version! + 1}"`)).statusCode).toBe(200);
  });

  it('skips and reports the questions a bulk shuffle finds changed under it', async () => {
    const [x, y] = [await open(alice, 'gov-002'), await open(alice, 'gov-003')];
    expect((await call(bob, 'PUT', '/api/admin/questions/gov-003', edited(y, { explanation: 'Edited meanwhile.' }), `"${y.version}"`)).statusCode).toBe(200);
    const res = await call(alice, 'POST', '/api/admin/questions/shuffle-answers', { questionIds: ['gov-002', 'gov-003'], options: { ensureMoved: true }, versions: { 'gov-002': x.version, 'gov-003': y.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shuffled: 1, skipped_changed: ['gov-003'] });
    expect(await open(alice, 'gov-003')).toMatchObject({ option_a: y.option_a, correct_answer: y.correct_answer, explanation: 'Edited meanwhile.' });
    expect((await open(alice, 'gov-002')).correct_answer).not.toBe(x.correct_answer);
  });

  it('applies a distribution fix only to the bank its preview was made from', async () => {
    const preview = await call(alice, 'POST', '/api/admin/questions/fix-distribution', { category: 'SYM', dryRun: true });
    expect(preview.statusCode).toBe(200);
    const { basis } = preview.json().data;
    const q = await open(bob, 'sym-002');
    expect((await call(bob, 'PUT', '/api/admin/questions/sym-002', edited(q, { explanation: 'Edited after the preview.' }), `"${q.version}"`)).statusCode).toBe(200);
    const apply = await call(alice, 'POST', '/api/admin/questions/fix-distribution', { category: 'SYM', dryRun: false, basis });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toMatch(/preview it again/);
  });

  it('refuses a stale category edit', async () => {
    const categories = (await call(alice, 'GET', '/api/admin/categories')).json<{ data: { code: string; version: number }[] }>().data;
    const eco = categories.find((c) => c.code === 'ECO')!;
    expect((await call(alice, 'PUT', '/api/admin/categories/ECO', { description: 'First edit' }, `"${eco.version}"`)).statusCode).toBe(200);
    const stale = await call(bob, 'PUT', '/api/admin/categories/ECO', { description: 'Second edit' }, `"${eco.version}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ code: 'ECO', description: 'First edit' });
  });

  it('writes and records nothing for a save that changes nothing', async () => {
    const q = await open(alice, 'rig-004');
    const before = (await history('rig-004')).length;
    const res = await call(alice, 'PUT', '/api/admin/questions/rig-004', edited(q, { explanation: `${q.explanation}  ` }), `"${q.version}"`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(q.version);
    expect(await history('rig-004')).toHaveLength(before);
  });

  it('refuses an If-Match that names no version', async () => {
    const q = await open(alice, 'rig-005');
    const res = await call(alice, 'PUT', '/api/admin/questions/rig-005', edited(q, {}), 'yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/If-Match must be the version you opened/);
  });
});
