import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessions } from '../../src/server/db/schema.js';
import { buildSession } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ids = ['his-001', 'his-002', 'gov-001', 'geo-004'];
const submit = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/sessions', payload: payload as object });

describe('POST /api/sessions', () => {
  it('stores a consistent session with its answers', async () => {
    const res = await submit(buildSession(ids, 3));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    const [row] = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, res.json().data.id));
    expect(row).toMatchObject({ totalQuestions: 4, correctAnswers: 3, questionIds: ids, answerSeconds: [150, 150, 150, 150] });
  });

  it('accepts unanswered questions (time ran out)', async () => {
    const session = buildSession(ids, 1);
    session.questions[3] = { ...session.questions[3]!, selected_answer: null, is_correct: false };
    expect((await submit(session)).statusCode).toBe(201);
  });

  it.each([
    ['a count that does not match the answers', { total_questions: 5 }, 'exactly total_questions'],
    ['more correct than total', { correct_answers: 9 }, 'correct_answers'],
    ['a score over 100', { score_percentage: 120 }, 'score_percentage'],
    ['a score that does not match', { score_percentage: 10 }, 'score_percentage does not match'],
    ['a wrong pass flag', { passed: false }, 'passed does not match'],
    ['a time per question beyond the test', { questions: buildSession(ids, 4).questions.map((q) => ({ ...q, time_spent: 2147483648 })) }, 'time_spent'],
    ['another session type', { session_type: 'exam' }, 'session_type'],
    ['a negative time', { time_spent_seconds: -1 }, 'time_spent_seconds'],
  ])('rejects %s', async (_label, override, expected) => {
    const res = await submit({ ...buildSession(ids, 4), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(JSON.stringify(res.json())).toContain(expected);
  });

  it('rejects an answer letter outside A-D', async () => {
    const session = buildSession(ids, 0);
    const res = await submit({ ...session, questions: session.questions.map((q) => ({ ...q, selected_answer: 'E' })) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain('selected_answer');
  });

  it('refuses a session that claims wrong answers were right, and stores nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(practiceSessions);
    const session = buildSession(ids, 2);
    session.questions[3] = { ...session.questions[3]!, is_correct: true };
    const res = await submit({ ...session, correct_answers: 3, score_percentage: 75, passed: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('is_correct does not match the answer key for question geo-004');
    const after = await ctx.database.db.select({ n: count() }).from(practiceSessions);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('stores the server\'s verdict for every answer', async () => {
    const res = await submit(buildSession(ids, 3));
    const [row] = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, res.json().data.id));
    expect(row?.verdicts).toEqual([true, true, true, false]);
    expect(row?.selectedAnswers[3]).toBe('A');
  });

  it('stores a session sent twice with the same browser id once', async () => {
    const session = { ...buildSession(ids, 2), session_id: 'a3c5e0c2-1d6f-4e0b-9d7a-2f1e3c4b5a69' };
    const first = await submit(session);
    const again = await submit(session);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await ctx.database.db.select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.clientSessionId, session.session_id));
    expect(rows[0]!.n).toBe(1);
  });

  it('writes a crowd of simultaneous submissions, each acknowledged once stored', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(practiceSessions);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => ctx.app.inject({ method: 'POST', url: '/api/sessions', remoteAddress: `10.77.0.${i}`, payload: buildSession(ids, i % 5) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(201));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(25);
    const after = await ctx.database.db.select({ n: count() }).from(practiceSessions);
    expect(after[0]!.n - before[0]!.n).toBe(25);
  });

  it('rejects an unanswered question marked correct', async () => {
    const session = buildSession(ids, 4);
    session.questions[0] = { ...session.questions[0]!, selected_answer: null };
    const res = await submit(session);
    expect(res.json().message).toBe('an unanswered question cannot be correct');
  });

  it('rejects unknown question ids and stores nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(practiceSessions);
    const res = await submit(buildSession(['his-001', 'zzz-404'], 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown question id', details: { unknown: ['zzz-404'] } });
    const after = await ctx.database.db.select({ n: count() }).from(practiceSessions);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('accepts a question deleted while the learner was taking the test', async () => {
    const cookie = await ctx.login('10.9.0.1');
    await ctx.app.inject({ method: 'DELETE', url: '/api/admin/questions/sym-003', headers: { cookie } });
    const res = await submit(buildSession(['his-001', 'sym-003'], 1));
    expect(res.statusCode).toBe(201);
  });

  it('rejects a question listed twice', async () => {
    const res = await submit(buildSession(['his-001', 'his-001'], 0));
    expect(res.json().message).toBe('a question may appear only once in a session');
  });

  it('counts active learners by their anonymous id', async () => {
    const learner = '5b0b3c1e-8f59-4d8f-a7a5-1c0d7d1f2a10';
    const cookie = await ctx.login();
    const stats = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).json().activeUsers as number;
    const start = await stats();
    await submit({ ...buildSession(ids, 2), learner_id: learner });
    await submit({ ...buildSession(ids, 3), learner_id: learner });
    expect(await stats()).toBe(start + 1);
    await submit({ ...buildSession(ids, 2), learner_id: '0f8b7a43-52ab-4cf5-9a1f-7d2e1e4f8a55' });
    expect(await stats()).toBe(start + 2);
  });

  it('rejects a learner id that is not a UUID', async () => {
    const res = await submit({ ...buildSession(ids, 2), learner_id: 'me' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the session rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { SESSION_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('answers a clear 429 past the limit for one address, while others still get through', async () => {
    const send = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/sessions', remoteAddress: ip, payload: buildSession(ids, 1) });
    for (let i = 0; i < 3; i += 1) expect((await send('10.5.5.5')).statusCode).toBe(201);
    const refused = await send('10.5.5.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringContaining('wait a minute') });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send('10.5.5.6')).statusCode).toBe(201);
  });
});

