import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuestionRecordSchema, adminQuestionsResponseSchema } from '../../src/shared/contract/admin.js';
import { categoriesResponseSchema } from '../../src/shared/contract/categories.js';
import { questionsResponseSchema, type QuestionRecord } from '../../src/shared/contract/questions.js';
import { CATEGORY_DEFINITIONS } from '../../src/shared/categories.js';
import { buildQuestionPayload } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

// The test bank: 8 questions per category, each translated ("FR " + the English) except the
// last of each category (tests/support/builders.ts).
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

const learner = async (url: string) => questionsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url })).json()).data;
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const optionsOf = (q: { option_a: string; option_b: string; option_c: string | null; option_d: string | null }) => [q.option_a, q.option_b, q.option_c, q.option_d];
const adminQuestion = async (id: string) => adminQuestionRecordSchema.parse((await admin('GET', `/api/admin/questions/${id}`)).json().data);

/** Every option of the French version is the English one marked FR, in the same place: the answer key cannot differ. */
async function expectFrenchFollowsEnglish(id: string) {
  const q = await adminQuestion(id);
  expect(q.fr).not.toBeNull();
  expect(optionsOf(q.fr!)).toEqual(optionsOf(q).map((o) => (o === null ? null : `FR ${o}`)));
  const [french] = await learner(`/api/questions?ids=${id}&lang=fr`);
  expect(french).toMatchObject({ correct_answer: q.correct_answer, option_a: `FR ${q.option_a}`, lang: 'fr' });
}

describe('learner reads in French', () => {
  it('serves the same questions, in the same order, with the same answers, in French texts', async () => {
    const english = await learner('/api/questions');
    const french = await learner('/api/questions?lang=fr');
    expect(french.map((q) => [q.id, q.correct_answer, q.type])).toEqual(english.map((q) => [q.id, q.correct_answer, q.type]));
    const his1 = french.find((q) => q.id === 'his-001')!;
    expect(his1).toMatchObject({ lang: 'fr', question: 'FR HIS question number 1?', option_a: 'FR Alpha HIS 1', explanation: 'FR Because the test says so.' });
    expect(english.every((q) => q.lang === 'en')).toBe(true);
  });

  it('keeps English texts, marked lang en, for a question not yet translated', async () => {
    const [q] = await learner('/api/questions?ids=his-008&lang=fr');
    expect(q).toMatchObject({ id: 'his-008', lang: 'en', question: 'HIS question number 8?' });
  });

  it('gives the same questions in both languages for the same ids', async () => {
    const ids = 'geo-003,rig-001,eco-007,sym-002';
    const en = await learner(`/api/questions?ids=${ids}`);
    const fr = await learner(`/api/questions?ids=${ids}&lang=fr`);
    expect(fr.map((q) => q.id)).toEqual(['geo-003', 'rig-001', 'eco-007', 'sym-002']);
    expect(fr.map((q) => q.correct_answer)).toEqual(en.map((q) => q.correct_answer));
  });

  it('names the categories in French', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories?lang=fr' });
    const { data } = categoriesResponseSchema.parse(res.json());
    expect(data.map((c) => c.name)).toEqual(CATEGORY_DEFINITIONS.map((c) => c.fr.name));
    expect(data.find((c) => c.code === 'GEO')?.total_questions).toBe(8);
  });

  it.each(['/api/questions?lang=de', '/api/categories?lang=de', '/api/questions/stats?lang=EN', '/api/questions?lang='])('refuses %s with a 400', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('lang must be one of: en, fr') });
  });
});

describe('admin: both languages', () => {
  it('shows the French of a question, and lists the questions missing it', async () => {
    expect((await adminQuestion('gov-001')).fr).toMatchObject({ question: 'FR GOV question number 1?' });
    expect((await adminQuestion('gov-008')).fr).toBeNull();
    const missing = adminQuestionsResponseSchema.parse((await admin('GET', '/api/admin/questions?frenchMissing=true&limit=100')).json());
    expect(missing.data.map((q) => q.id).sort()).toEqual(['eco-008', 'geo-008', 'gov-008', 'his-008', 'rig-008', 'sym-008']);
  });

  it('creates a question without French (flagged as missing), then adds its French', async () => {
    const created = (await admin('POST', '/api/admin/questions', buildQuestionPayload())).json().data as QuestionRecord & { fr: unknown };
    expect(created.fr).toBeNull();
    const missing = (await admin('GET', '/api/admin/questions?frenchMissing=true&limit=100')).json().data as QuestionRecord[];
    expect(missing.map((q) => q.id)).toContain(created.id);

    const fr = { question: 'Qui est le chef de l’État du Canada?', option_a: 'Le premier ministre', option_b: 'Le roi', option_c: 'Le juge en chef', option_d: 'Le président du Sénat', explanation: 'Le Canada est une monarchie constitutionnelle.', memory_device: 'La Couronne est au sommet.' };
    const updated = await admin('PUT', `/api/admin/questions/${created.id}`, buildQuestionPayload({ fr }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.fr).toMatchObject({ option_b: 'Le roi' });
    const learnerView = (await learner('/api/questions?lang=fr')).find((q) => q.id === created.id);
    expect(learnerView).toMatchObject({ lang: 'fr', question: fr.question, correct_answer: 1 });
  });

  it('refuses French without the four options of a multiple-choice question', async () => {
    const res = await admin('POST', '/api/admin/questions', buildQuestionPayload({ fr: { question: 'Question?', option_a: 'Un', option_b: 'Deux' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/option/i);
  });

  it('reorder moves the French options with the English ones', async () => {
    const res = await admin('PUT', '/api/admin/questions/eco-002/reorder-answers', { newOrder: [3, 2, 1, 0] });
    expect(res.statusCode).toBe(200);
    await expectFrenchFollowsEnglish('eco-002');
  });

  it('shuffle moves the French options with the English ones', async () => {
    const ids = ['sym-001', 'sym-002', 'sym-003', 'sym-004', 'sym-005'];
    const res = await admin('POST', '/api/admin/questions/shuffle-answers', { questionIds: ids, options: { ensureMoved: true } });
    expect(res.statusCode).toBe(200);
    for (const id of ids) await expectFrenchFollowsEnglish(id);
  });

  it('fix-distribution moves the French options with the English ones', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `rig-00${i + 1}`);
    for (const id of ids) {
      const q = await adminQuestion(id);
      await admin('PUT', `/api/admin/questions/${id}/reorder-answers`, { newOrder: [q.correct_answer, ...[0, 1, 2, 3].filter((i) => i !== q.correct_answer)] });
    }
    const fixed = (await admin('POST', '/api/admin/questions/fix-distribution', { category: 'RIG' })).json().data;
    expect(fixed.moved).toBeGreaterThan(0);
    for (const id of ids) await expectFrenchFollowsEnglish(id);
  });

  it('changes neither language when the French cannot be written (one transaction)', async () => {
    const before = await adminQuestion('geo-002');
    // A fault in the French table only: the reorder that would write this option must fail whole.
    await ctx.database.db.execute(sql.raw(`ALTER TABLE question_translations ADD CONSTRAINT test_fault CHECK (option_a <> 'FR ${before.option_d}')`));
    try {
      const res = await admin('PUT', '/api/admin/questions/geo-002/reorder-answers', { newOrder: [3, 2, 1, 0] });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      const after = await adminQuestion('geo-002');
      expect(optionsOf(after)).toEqual(optionsOf(before));
      expect(after.correct_answer).toBe(before.correct_answer);
      expect(optionsOf(after.fr!)).toEqual(optionsOf(before.fr!));
    } finally {
      await ctx.database.db.execute(sql.raw('ALTER TABLE question_translations DROP CONSTRAINT test_fault'));
    }
  });

  it('renames a category in French without touching its English name', async () => {
    const res = await admin('PUT', '/api/admin/categories/GEO', { fr: { name: 'Géographie du Canada' } });
    expect(res.statusCode).toBe(200);
    const names = async (lang: string) =>
      categoriesResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/categories?lang=${lang}` })).json()).data.find((c) => c.code === 'GEO');
    expect(await names('fr')).toMatchObject({ name: 'Géographie du Canada', description: CATEGORY_DEFINITIONS.find((c) => c.code === 'GEO')!.fr.description });
    expect((await names('en'))?.name).toBe('Geography');
    expect((await admin('PUT', '/api/admin/categories/GEO', { fr: {} })).statusCode).toBe(400);
    expect((await admin('PUT', '/api/admin/categories/GEO', { fr: { name: '  ' } })).json().message).toBe('Category name is required');
  });

  it('bulk import takes French fields', async () => {
    const fr = { question: 'Quelle est la capitale du Canada?', option_a: 'Toronto', option_b: 'Ottawa', option_c: 'Montréal', option_d: 'Québec', explanation: 'Ottawa est la capitale.', memory_device: '' };
    const res = await admin('POST', '/api/admin/questions/bulk-import', {
      questions: [{ ...buildQuestionPayload({ question: 'What is the capital of Canada?', option_a: 'Toronto', option_b: 'Ottawa', option_c: 'Montreal', option_d: 'Quebec City' }), id: 'imp-001', fr }],
    });
    expect(res.statusCode).toBe(201);
    expect((await adminQuestion('imp-001')).fr).toMatchObject({ option_b: 'Ottawa', question: fr.question });
  });
});
