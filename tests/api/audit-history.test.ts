import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestionRecord, QuestionHistoryEntry } from '../../src/shared/contract/admin.js';
import type { QuestionRecord } from '../../src/shared/contract/questions.js';
import { seed } from '../../src/server/db/seed.js';
import { adminUsers, auditLog, questions } from '../../src/server/db/schema.js';
import { updateQuestion } from '../../src/server/modules/admin/admin-question-repository.js';
import { buildBank, buildFrench, buildQuestionPayload } from '../support/builders.js';
import { ADMIN, createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
  const [admin] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.email, ADMIN.email));
  adminId = admin!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const adminQuestion = async (id: string) => (await call('GET', `/api/admin/questions/${id}`)).json<{ data: AdminQuestionRecord }>().data;
const history = async (id: string) => (await call('GET', `/api/admin/questions/${id}/history`)).json<{ data: QuestionHistoryEntry[] }>().data;
const learnerQuestions = async (ids: string[]) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/questions?ids=${ids.join(',')}` })).json<{ data: QuestionRecord[] }>().data;
const correctText = (q: QuestionRecord) => [q.option_a, q.option_b, q.option_c, q.option_d][q.correct_answer];

/** The audit rows of one entity, oldest first, as stored. */
const auditRows = (entityId: string) => ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));
const allAuditRows = () => ctx.database.db.select().from(auditLog);
const byThisAdmin = { adminId: expect.any(Number), adminEmail: ADMIN.email };

/** Records the same fields as the API, apart from the time stamps that any write moves. */
const content = (record: unknown) => {
  const { updated_at: _u, ...rest } = record as Record<string, unknown>;
  return rest;
};

describe('every admin change writes its audit record', () => {
  it('create: the new question as after, nothing before, the signed-in admin', async () => {
    const res = await call('POST', '/api/admin/questions', buildQuestionPayload({ question: 'Who signs bills into law?' }));
    const created = res.json<{ data: AdminQuestionRecord }>().data;
    const rows = await auditRows(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityType: 'question', action: 'create', before: null, after: created, adminId, adminEmail: ADMIN.email });
  });

  it('update, French included: the record before and after, and the changed fields in the history', async () => {
    const before = await adminQuestion('gov-002');
    const payload = buildQuestionPayload({
      question: 'What does the Governor General do?',
      fr: { question: 'Que fait le gouverneur général?', option_a: 'a', option_b: 'b', option_c: 'c', option_d: 'd' },
    });
    const after = (await call('PUT', '/api/admin/questions/gov-002', payload)).json<{ data: AdminQuestionRecord }>().data;
    const rows = await auditRows('gov-002');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', after, ...byThisAdmin });
    expect(content(rows[0]!.before)).toEqual(content(before));
    const [entry] = await history('gov-002');
    expect(entry).toMatchObject({ action: 'update', admin_email: ADMIN.email });
    expect(entry!.changed_fields).toEqual(expect.arrayContaining(['question', 'fr.question', 'fr.option_a']));
    expect(entry!.changed_fields).not.toContain('updated_at');
    expect(entry!.changed_fields).not.toContain('category_code');
  });

  it('delete: the question as it was, nothing after', async () => {
    const before = await adminQuestion('geo-005');
    expect((await call('DELETE', '/api/admin/questions/geo-005')).statusCode).toBe(204);
    const rows = await auditRows('geo-005');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'delete', after: null, ...byThisAdmin });
    expect(content(rows[0]!.before)).toEqual(content(before));
  });

  it('shuffle: one record per question, each with its options before and after', async () => {
    const ids = ['sym-001', 'sym-002', 'sym-003'];
    const before = await Promise.all(ids.map(adminQuestion));
    await call('POST', '/api/admin/questions/shuffle-answers', { questionIds: ids, options: { ensureMoved: true } });
    for (const [i, id] of ids.entries()) {
      const rows = await auditRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'shuffle', ...byThisAdmin });
      expect(content(rows[0]!.before)).toEqual(content(before[i]));
      const after = rows[0]!.after as AdminQuestionRecord;
      expect(after).toEqual(await adminQuestion(id));
      expect(after.correct_answer).not.toBe(before[i]!.correct_answer);
      expect(correctText(after)).toBe(correctText(before[i]!));
    }
  });

  it('reorder: one record with the moved options', async () => {
    const before = await adminQuestion('his-004');
    await call('PUT', '/api/admin/questions/his-004/reorder-answers', { newOrder: [3, 2, 1, 0] });
    const rows = await auditRows('his-004');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'reorder', after: await adminQuestion('his-004'), ...byThisAdmin });
    expect(content(rows[0]!.before)).toEqual(content(before));
    expect((await history('his-004'))[0]!.changed_fields).toEqual(expect.arrayContaining(['option_a', 'option_d', 'correct_answer', 'fr.option_a']));
  });

  it('fix-distribution: one record per question moved, none for a dry run', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `eco-00${i + 1}`);
    for (const id of ids) {
      const q = await adminQuestion(id);
      await call('PUT', `/api/admin/questions/${id}/reorder-answers`, { newOrder: [q.correct_answer, ...[0, 1, 2, 3].filter((i) => i !== q.correct_answer)] });
    }
    const count = async () => (await allAuditRows()).filter((r) => r.action === 'fix-distribution').length;
    await call('POST', '/api/admin/questions/fix-distribution', { category: 'ECO', dryRun: true });
    expect(await count()).toBe(0);
    const fixed = (await call('POST', '/api/admin/questions/fix-distribution', { category: 'ECO' })).json().data;
    expect(fixed.moved).toBeGreaterThan(0);
    const rows = (await allAuditRows()).filter((r) => r.action === 'fix-distribution');
    expect(rows).toHaveLength(fixed.moved);
    for (const row of rows) {
      expect(row).toMatchObject({ entityType: 'question', ...byThisAdmin });
      const [before, after] = [row.before as AdminQuestionRecord, row.after as AdminQuestionRecord];
      expect(after.correct_answer).not.toBe(before.correct_answer);
      expect(correctText(after)).toBe(correctText(before));
    }
  });

  it('bulk import: one record per question', async () => {
    const res = await call('POST', '/api/admin/questions/bulk-import', {
      questions: [buildQuestionPayload({ id: 'aud-001' } as never), buildQuestionPayload({ id: 'aud-002', question: 'Second?' } as never)],
    });
    expect(res.statusCode).toBe(201);
    for (const id of ['aud-001', 'aud-002']) {
      const rows = await auditRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'import', before: null, after: await adminQuestion(id), ...byThisAdmin });
    }
  });

  it('category update: the category before and after, English and French', async () => {
    const res = await call('PUT', '/api/admin/categories/GEO', { description: 'Places and regions.', fr: { name: 'Géo' } });
    expect(res.statusCode).toBe(200);
    const rows = await auditRows('GEO');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'category',
      action: 'category-update',
      after: { code: 'GEO', description: 'Places and regions.', fr: { name: 'Géo' } },
      ...byThisAdmin,
    });
    expect((rows[0]!.before as { description: string }).description).not.toBe('Places and regions.');
  });
});

describe('a failed change writes no record', () => {
  it('a refused edit (validation) changes nothing and records nothing', async () => {
    const before = (await allAuditRows()).length;
    expect((await call('PUT', '/api/admin/questions/rig-002', buildQuestionPayload({ question: '   ' }))).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/questions/zzz-998', buildQuestionPayload())).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/questions/bulk-import', { questions: [buildQuestionPayload(), { question: '' }] })).statusCode).toBe(400);
    expect((await allAuditRows()).length).toBe(before);
  });

  it('a database error while recording rolls the change back (one transaction)', async () => {
    const before = await adminQuestion('rig-003');
    // No admin has this id: the audit insert breaks its foreign key after the update ran.
    const ghost = { adminId: 987_654, email: 'ghost@example.test' };
    await expect(updateQuestion(ctx.database.db, ghost, 'rig-003', buildQuestionPayload({ question: 'Never saved?' }) as never)).rejects.toThrow();
    expect(await adminQuestion('rig-003')).toEqual(before);
    expect(await auditRows('rig-003')).toHaveLength(0);
  });
});

describe('GET /api/admin/questions/:id/history', () => {
  it('lists the changes newest first, with who and what changed', async () => {
    await call('PUT', '/api/admin/questions/his-006', buildQuestionPayload({ question: 'First edit?' }));
    await call('PUT', '/api/admin/questions/his-006', buildQuestionPayload({ question: 'Second edit?', difficulty_level: 'hard' }));
    const entries = await history('his-006');
    expect(entries.map((e) => e.action)).toEqual(['update', 'update']);
    expect(entries[0]!.after).toMatchObject({ question: 'Second edit?' });
    expect(entries[1]!.after).toMatchObject({ question: 'First edit?' });
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    expect(entries[0]!.changed_fields).toEqual(['question', 'difficulty_level']);
    expect(Date.parse(entries[0]!.created_at)).not.toBeNaN();
  });

  it('needs a session, and says 404 for an unknown question', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/questions/his-006/history' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call('GET', '/api/admin/questions/zzz-998/history');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Not Found' });
  });
});

describe('restore a deleted question', () => {
  it('finds it under Deleted, brings it back to learners and records it', async () => {
    await call('DELETE', '/api/admin/questions/his-007');
    expect(await learnerQuestions(['his-007'])).toEqual([]);
    const deleted = (await call('GET', '/api/admin/questions?status=deleted&category=HIS')).json<{ data: AdminQuestionRecord[] }>().data;
    expect(deleted.map((q) => q.id)).toEqual(['his-007']);
    expect((await call('GET', '/api/admin/questions?category=HIS')).json<{ data: AdminQuestionRecord[] }>().data.map((q) => q.id)).not.toContain('his-007');
    expect((await history('his-007'))[0]).toMatchObject({ action: 'delete' });

    const res = await call('POST', '/api/admin/questions/his-007/restore');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'his-007' });
    expect((await learnerQuestions(['his-007'])).map((q) => q.id)).toEqual(['his-007']);
    const entries = await history('his-007');
    expect(entries.map((e) => e.action)).toEqual(['restore', 'delete']);
    expect(entries[0]).toMatchObject({ admin_email: ADMIN.email, before: null, after: res.json().data });
  });

  it('refuses a question that is not deleted (409) or does not exist (404), recording nothing', async () => {
    const before = (await allAuditRows()).length;
    const active = await call('POST', '/api/admin/questions/his-008/restore');
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({ error: 'Conflict' });
    expect((await call('POST', '/api/admin/questions/zzz-998/restore')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/questions/his-008/restore' })).statusCode).toBe(401);
    expect((await allAuditRows()).length).toBe(before);
  });
});

describe('verified against the guide', () => {
  it('the checkbox sets verified_at; learners get it; a later save keeps it unless it changes a fact', async () => {
    expect((await adminQuestion('geo-002')).verified_at).toBeNull();
    const start = Date.now();
    const saved = (await call('PUT', '/api/admin/questions/geo-002', buildQuestionPayload({ verified: true }))).json<{ data: AdminQuestionRecord }>().data;
    expect(Date.parse(saved.verified_at!)).toBeGreaterThanOrEqual(start - 1000);
    const [learner] = await learnerQuestions(['geo-002']);
    expect(learner!.verified_at).toBe(saved.verified_at);
    const newDevice = (await call('PUT', '/api/admin/questions/geo-002', buildQuestionPayload({ memory_device: 'A new picture to remember.' }))).json<{ data: AdminQuestionRecord }>().data;
    expect(newDevice.verified_at).toBe(saved.verified_at);
    const newFact = (await call('PUT', '/api/admin/questions/geo-002', buildQuestionPayload({ memory_device: 'A new picture to remember.', question: 'Edited later?' }))).json<{ data: AdminQuestionRecord }>().data;
    expect(newFact.verified_at).toBeNull();
    const [other] = await learnerQuestions(['geo-003']);
    expect(other!.verified_at).toBeNull();
  });

  it("seeds the content file's check date, and a content change without a new one clears it", async () => {
    const bank = buildBank().map((q) => (q.id === 'geo-004' ? { ...q, verified: '2026-11-23', contentHash: 'checked' } : q));
    await seed(ctx.database.db, bank, buildFrench(bank));
    const [checked] = await ctx.database.db.select().from(questions).where(eq(questions.id, 'geo-004'));
    expect(checked!.verifiedAt?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    const changed = buildBank().map((q) => (q.id === 'geo-004' ? { ...q, explanation: 'A newer explanation.', contentHash: 'changed' } : q));
    await seed(ctx.database.db, changed, buildFrench(changed));
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, 'geo-004'));
    expect(row).toMatchObject({ explanation: 'A newer explanation.', verifiedAt: null });
  });
});

describe('the history shows what changed, and restores an earlier version', () => {
  const withIfMatch = (method: 'PUT' | 'POST', url: string, version: number | undefined, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: { cookie, 'if-match': `"${version}"` } });
  /** What a version says (the fields an admin edits and the French), without its stamps. */
  const said = (q: AdminQuestionRecord) => {
    const { created_at: _c, updated_at: _u, verified_at: _v, version: _n, ...rest } = q;
    return rest;
  };
  const french = { question: 'Qui signe les lois?', option_a: 'Le premier ministre', option_b: 'Le roi', option_c: 'Le juge en chef', option_d: 'Le président du Sénat' };

  it('keeps each changed field before and after: text, option, correct answer, explanation, category and French', async () => {
    const before = await adminQuestion('gov-005');
    const payload = buildQuestionPayload({
      question: 'Who gives royal assent?',
      option_c: 'The Governor General',
      correct_answer: 2,
      explanation: 'The Governor General gives royal assent on behalf of the King.',
      category_code: 'HIS',
      fr: french,
    });
    expect((await withIfMatch('PUT', '/api/admin/questions/gov-005', before.version, payload)).statusCode).toBe(200);
    const [entry] = await history('gov-005');
    expect(entry!.action).toBe('update');
    expect(entry!.changed_fields).toEqual(expect.arrayContaining(['question', 'option_c', 'correct_answer', 'explanation', 'category_code', 'fr.question', 'fr.option_a']));
    expect(entry!.before).toMatchObject({ question: before.question, option_c: before.option_c, correct_answer: before.correct_answer, category_code: 'GOV', fr: before.fr });
    expect(entry!.after).toMatchObject({ question: 'Who gives royal assent?', option_c: 'The Governor General', correct_answer: 2, category_code: 'HIS', fr: { question: 'Qui signe les lois?' } });
  });

  it('records nothing and keeps the version for a save that changes nothing (trailing spaces included)', async () => {
    const q = await adminQuestion('gov-005');
    const entries = (await history('gov-005')).length;
    const same = buildQuestionPayload({
      question: `${q.question}  `,
      option_c: q.option_c!,
      correct_answer: q.correct_answer,
      explanation: ` ${q.explanation}`,
      category_code: q.category_code,
      fr: { ...french, question: `${french.question} ` },
    });
    const res = await withIfMatch('PUT', '/api/admin/questions/gov-005', q.version, same);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminQuestionRecord }>().data).toEqual(q);
    expect(await history('gov-005')).toHaveLength(entries);
    expect(await adminQuestion('gov-005')).toEqual(q);
  });

  it('restores the version before a change as a new edit, recorded as restore-version, the question then saying what it said', async () => {
    const original = await adminQuestion('rig-006');
    await withIfMatch('PUT', '/api/admin/questions/rig-006', original.version, buildQuestionPayload({ question: 'First wording?', fr: french }));
    const first = await adminQuestion('rig-006');
    await withIfMatch('PUT', '/api/admin/questions/rig-006', first.version, buildQuestionPayload({ question: 'Second wording?', difficulty_level: 'hard', explanation: 'Later.' }));
    const second = await adminQuestion('rig-006');
    const [secondEdit, firstEdit] = await history('rig-006');
    expect(secondEdit!.before).toMatchObject({ question: 'First wording?' });

    const res = await withIfMatch('POST', `/api/admin/questions/rig-006/history/${secondEdit!.id}/restore`, second.version);
    expect(res.statusCode).toBe(200);
    const restored = res.json<{ data: AdminQuestionRecord }>().data;
    expect(said(restored)).toEqual(said(first));
    expect(restored.version).toBe(second.version! + 1);
    expect(said(await adminQuestion('rig-006'))).toEqual(said(first));

    const entries = await history('rig-006');
    expect(entries.map((e) => e.id)).toEqual([expect.any(Number), secondEdit!.id, firstEdit!.id]);
    expect(entries[0]).toMatchObject({ action: 'restore-version', admin_email: ADMIN.email });
    expect(entries[0]!.changed_fields).toEqual(expect.arrayContaining(['question', 'difficulty_level', 'explanation']));
    expect(entries[0]!.before).toMatchObject({ question: 'Second wording?' });
    expect(entries[0]!.after).toMatchObject({ question: 'First wording?' });

    // The very first version (before any edit) can be restored too.
    const back = await withIfMatch('POST', `/api/admin/questions/rig-006/history/${firstEdit!.id}/restore`, restored.version);
    expect(back.statusCode).toBe(200);
    expect(back.json<{ data: AdminQuestionRecord }>().data).toMatchObject({ question: original.question, explanation: original.explanation, difficulty_level: original.difficulty_level });
  });

  it('refuses a restore made from an old version (409), and records nothing when the version is the current one', async () => {
    const current = await adminQuestion('rig-006');
    const [newest] = await history('rig-006');
    const count = (await allAuditRows()).length;
    const stale = await withIfMatch('POST', `/api/admin/questions/rig-006/history/${newest!.id}/restore`, current.version! - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ id: 'rig-006', version: current.version });

    // The first edit's version before is the original wording, which the question says again now.
    const firstEdit = (await history('rig-006')).at(-1)!;
    expect(firstEdit.before).toMatchObject({ question: current.question });
    const same = await withIfMatch('POST', `/api/admin/questions/rig-006/history/${firstEdit.id}/restore`, current.version);
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toEqual(current);
    expect((await allAuditRows()).length).toBe(count);
  });

  it("refuses an entry of another question (404) and a create's entry, which has no version before it (400)", async () => {
    const [ofOther] = await history('gov-005');
    const current = await adminQuestion('rig-006');
    expect((await withIfMatch('POST', `/api/admin/questions/rig-006/history/${ofOther!.id}/restore`, current.version)).statusCode).toBe(404);
    expect((await withIfMatch('POST', '/api/admin/questions/rig-006/history/not-a-number/restore', current.version)).statusCode).toBe(400);

    const created = (await call('POST', '/api/admin/questions', buildQuestionPayload({ question: 'Created to be restored?' }))).json<{ data: AdminQuestionRecord }>().data;
    const [createEntry] = await history(created.id);
    const res = await call('POST', `/api/admin/questions/${created.id}/history/${createEntry!.id}/restore`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no earlier version to restore/);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/questions/rig-006/history/${ofOther!.id}/restore` })).statusCode).toBe(401);
  });
});
