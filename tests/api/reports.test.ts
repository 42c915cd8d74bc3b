import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_REASONS as TABLE_REASONS, REPORT_STATUSES as TABLE_STATUSES, reports } from '../../src/server/db/schema.js';
import { API_PATHS, fillPath } from '../../src/shared/api-paths.js';
import { REPORT_RATE_LIMIT, REPORT_REASONS, REPORT_STATUSES } from '../../src/shared/constants.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/shared/contract/input.js';
import type { ReportGroup } from '../../src/shared/contract/reports.js';
import { ADMIN, createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
});
afterAll(() => ctx.close());
// Each test starts from no reports.
beforeEach(async () => {
  await ctx.database.db.delete(reports);
});

const report = (payload: unknown, ip = '10.9.0.1') =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.reports, payload: payload as object, remoteAddress: ip });
const listReports = (status?: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: API_PATHS.adminReports, query: status ? { status } : {}, headers });
const patchReport = (id: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'PATCH', url: fillPath(API_PATHS.adminReport, { id }), payload: payload as object, headers });

function expectRefusal(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ error: string; message: string }>();
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}

async function created(payload: object): Promise<string> {
  const res = await report(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** Places a report at a known moment, so that newest-first is not left to clock resolution. */
async function setCreatedAt(id: string, iso: string) {
  await ctx.database.db.update(reports).set({ createdAt: new Date(iso) }).where(eq(reports.id, id));
}

describe('POST /api/reports', () => {
  it('stores a report with its reason, trimmed message and language', async () => {
    const res = await report({ question_id: 'gov-001', reason: 'wrong-answer', message: '  The answer is B now.\nSee the guide.  ', lang: 'fr' });
    expect(res.statusCode).toBe(201);
    const { id, created_at } = res.json<{ data: { id: string; created_at: string } }>().data;
    expect(new Date(created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ questionId: 'gov-001', reason: 'wrong-answer', message: 'The answer is B now.\nSee the guide.', lang: 'fr', status: 'open', note: null, handledBy: null });
  });

  it('takes a report without a message (a blank one is none)', async () => {
    const without = await created({ question_id: 'geo-002', reason: 'typo', lang: 'en' });
    const blank = await created({ question_id: 'geo-002', reason: 'unclear', message: '   ', lang: 'en' });
    const rows = await ctx.database.db.select().from(reports);
    expect(rows.filter((r) => [without, blank].includes(r.id)).map((r) => r.message)).toEqual([null, null]);
  });

  it('takes a message of exactly 1,000 characters', async () => {
    await created({ question_id: 'his-001', reason: 'other', message: 'x'.repeat(1000), lang: 'en' });
  });

  it.each([
    ['an unknown reason', { reason: 'spam' }, /reason must be one of/],
    ['a message over 1,000 characters', { message: 'é'.repeat(1001) }, /at most 1,000 characters/],
    ['a control character in the message', { message: 'bell\u0007' }, CONTROL_CHARACTER_MESSAGE],
    ['a control character in the question id', { question_id: 'gov-001\u0000' }, CONTROL_CHARACTER_MESSAGE],
    ['no question id', { question_id: undefined }, undefined],
    ['an unknown language', { lang: 'de' }, /lang must be one of/],
    ['a field the contract does not know', { email: 'me@example.test' }, /email/],
    ['a message that is not text', { message: 42 }, undefined],
  ])('refuses %s with a 400 and stores nothing', async (_label, override, message) => {
    const res = await report({ question_id: 'gov-001', reason: 'unclear', message: 'Hm.', lang: 'en', ...override });
    expectRefusal(res, 400, message);
    expect(await ctx.database.db.select().from(reports)).toEqual([]);
  });

  it('refuses a report on an unknown question with 404', async () => {
    expectRefusal(await report({ question_id: 'xyz-999', reason: 'typo', lang: 'en' }), 404, 'Question not found');
  });

  it('refuses a report on a deleted question with 404', async () => {
    const removed = await ctx.app.inject({ method: 'DELETE', url: fillPath(API_PATHS.adminQuestion, { id: 'eco-008' }), headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    expectRefusal(await report({ question_id: 'eco-008', reason: 'out-of-date', lang: 'en' }), 404, 'Question not found');
    expect(await ctx.database.db.select().from(reports)).toEqual([]);
  });

  it('uses the same reasons and statuses as the table', () => {
    expect(REPORT_REASONS).toEqual(TABLE_REASONS);
    expect(REPORT_STATUSES).toEqual(TABLE_STATUSES);
  });
});

describe('the report rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // An empty value is "unset": the server's own default applies.
    limited = await createTestContext({ env: { REPORT_RATE_LIMIT: '' } });
  });
  afterAll(() => limited.close());

  it(`allows ${REPORT_RATE_LIMIT} reports from one address in ten minutes, then answers a clear 429; other addresses still get through`, async () => {
    expect(limited.config.REPORT_RATE_LIMIT).toBe(10);
    const send = (ip: string) =>
      limited.app.inject({ method: 'POST', url: API_PATHS.reports, remoteAddress: ip, payload: { question_id: 'his-002', reason: 'unclear', lang: 'en' } });
    for (let i = 0; i < 10; i += 1) expect((await send('10.7.7.7')).statusCode).toBe(201);
    const refused = await send('10.7.7.7');
    expectRefusal(refused, 429, /wait a few minutes/);
    expect(refused.json().error).toBe('Too Many Requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send('10.7.7.8')).statusCode).toBe(201);
  });
});

describe('admin reports', () => {
  type List = { data: { status: string; total: number; groups: ReportGroup[] } };

  it('lists open reports grouped by question, the newest first, with a preview of each question', async () => {
    const older = await created({ question_id: 'gov-002', reason: 'typo', message: 'Spelling of Parliament', lang: 'en' });
    const newest = await created({ question_id: 'gov-002', reason: 'wrong-answer', message: 'B is right', lang: 'fr' });
    const middle = await created({ question_id: 'geo-003', reason: 'unclear', lang: 'en' });
    await setCreatedAt(older, '2026-11-01T10:00:00Z');
    await setCreatedAt(middle, '2026-11-02T10:00:00Z');
    await setCreatedAt(newest, '2026-11-03T10:00:00Z');

    const res = await listReports();
    expect(res.statusCode).toBe(200);
    const { data } = res.json<List>();
    expect(data.status).toBe('open');
    expect(data.total).toBe(3);
    expect(data.groups.map((g) => [g.question.id, g.count, g.reports.map((r) => r.id)])).toEqual([
      ['gov-002', 2, [newest, older]],
      ['geo-003', 1, [middle]],
    ]);
    const gov = data.groups[0]!;
    expect(gov.reports[0]).toMatchObject({ reason: 'wrong-answer', message: 'B is right', lang: 'fr', status: 'open', note: null, handled_by: null, created_at: '2026-11-03T10:00:00.000Z' });
    const questionRes = await ctx.app.inject({ method: 'GET', url: fillPath(API_PATHS.adminQuestion, { id: 'gov-002' }), headers: { cookie } });
    const question = questionRes.json<{ data: Record<string, unknown> }>().data;
    expect(gov.question).toEqual({
      id: 'gov-002',
      type: question.type,
      question: question.question,
      option_a: question.option_a,
      option_b: question.option_b,
      option_c: question.option_c,
      option_d: question.option_d,
      correct_answer: question.correct_answer,
      category_code: 'GOV',
      deleted: false,
    });
  });

  it('resolves with a note and dismisses without one; each leaves the open list for its own', async () => {
    const fixed = await created({ question_id: 'his-003', reason: 'out-of-date', message: 'Now King Charles III', lang: 'en' });
    const noise = await created({ question_id: 'his-004', reason: 'other', message: 'I like this site', lang: 'en' });

    const resolved = await patchReport(fixed, { status: 'resolved', note: '  Updated the monarch.  ' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ id: fixed, status: 'resolved', note: 'Updated the monarch.', handled_by: ADMIN.email, handled_at: expect.any(String) });
    const dismissed = await patchReport(noise, { status: 'dismissed' });
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', note: null, handled_by: ADMIN.email });

    expect((await listReports('open')).json<List>().data).toMatchObject({ total: 0, groups: [] });
    const resolvedList = (await listReports('resolved')).json<List>().data;
    expect(resolvedList.groups.map((g) => g.reports.map((r) => [r.id, r.note]))).toEqual([[[fixed, 'Updated the monarch.']]]);
    const dismissedList = (await listReports('dismissed')).json<List>().data;
    expect(dismissedList.groups.flatMap((g) => g.reports.map((r) => r.id))).toEqual([noise]);
  });

  it('opens a handled report again, clearing who handled it', async () => {
    const id = await created({ question_id: 'sym-001', reason: 'typo', lang: 'en' });
    await patchReport(id, { status: 'dismissed', note: 'Not a typo' });
    const reopened = await patchReport(id, { status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', note: null, handled_by: null, handled_at: null });
    expect((await listReports()).json<List>().data.total).toBe(1);
  });

  it('keeps reports on a question deleted after they were sent, marked deleted', async () => {
    await created({ question_id: 'rig-005', reason: 'wrong-answer', lang: 'en' });
    await ctx.app.inject({ method: 'DELETE', url: fillPath(API_PATHS.adminQuestion, { id: 'rig-005' }), headers: { cookie } });
    const [group] = (await listReports()).json<List>().data.groups;
    expect(group?.question).toMatchObject({ id: 'rig-005', deleted: true });
  });

  it.each([
    ['an unknown status', { status: 'done' }, /status must be one of/],
    ['a note over 1,000 characters', { status: 'resolved', note: 'n'.repeat(1001) }, /at most 1,000 characters/],
    ['a control character in the note', { status: 'resolved', note: 'a\u0000b' }, CONTROL_CHARACTER_MESSAGE],
    ['a field the contract does not know', { status: 'resolved', handled_by: 1 }, /handled_by/],
  ])('refuses %s with a 400', async (_label, payload, message) => {
    const id = await created({ question_id: 'geo-001', reason: 'typo', lang: 'en' });
    expectRefusal(await patchReport(id, payload), 400, message);
    expect((await listReports()).json<List>().data.total).toBe(1);
  });

  it('refuses an unknown status filter, a malformed id and an unknown report', async () => {
    expectRefusal(await listReports('closed'), 400, /status must be one of/);
    expectRefusal(await patchReport('not-a-uuid', { status: 'resolved' }), 400, 'Report ids are UUIDs');
    expectRefusal(await patchReport('0b7c1a52-5d0e-4f7a-9c3e-1b2a3c4d5e6f', { status: 'resolved' }), 404, 'Report not found');
  });

  it('answers 401 without an admin session on both endpoints, and changes nothing', async () => {
    const id = await created({ question_id: 'geo-004', reason: 'typo', lang: 'en' });
    expectRefusal(await listReports('open', {}), 401);
    expectRefusal(await patchReport(id, { status: 'resolved' }, {}), 401);
    expectRefusal(await patchReport(id, { status: 'resolved' }, { cookie: 'ca_admin_session=forged' }), 401);
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe('open');
  });

  it('counts the open reports on the dashboard', async () => {
    const stats = async () => (await ctx.app.inject({ method: 'GET', url: API_PATHS.adminStats, headers: { cookie } })).json<{ openReports: number }>().openReports;
    expect(await stats()).toBe(0);
    const first = await created({ question_id: 'eco-001', reason: 'typo', lang: 'en' });
    await created({ question_id: 'eco-002', reason: 'unclear', lang: 'fr' });
    expect(await stats()).toBe(2);
    await patchReport(first, { status: 'resolved' });
    expect(await stats()).toBe(1);
  });
});
