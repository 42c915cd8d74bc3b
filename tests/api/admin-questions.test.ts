import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuestionRecord } from '../../src/shared/contract/questions.js';
import { buildQuestionPayload } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const optionsOf = (q: QuestionRecord) => [q.option_a, q.option_b, q.option_c, q.option_d];
const correctText = (q: QuestionRecord) => optionsOf(q)[q.correct_answer];
const learnerQuestion = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/questions?limit=1000' })).json<{ data: QuestionRecord[] }>().data.find((q) => q.id === id);

describe('GET /api/admin/questions', () => {
  it('pages by 20 with data and pagination', async () => {
    const first = (await call('GET', '/api/admin/questions')).json();
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 48, pages: 3 });
    const last = (await call('GET', '/api/admin/questions?page=3')).json();
    expect(last.data).toHaveLength(8);
    const ids = new Set([...first.data, ...last.data].map((q: QuestionRecord) => q.id));
    expect(ids.size).toBe(28);
  });

  it('filters by category, difficulty and correct answer together', async () => {
    const res = (await call('GET', '/api/admin/questions?category=HIS&difficulty=easy&correctAnswer=0')).json();
    expect(res.data.length).toBeGreaterThan(0);
    for (const q of res.data) expect(q).toMatchObject({ category_code: 'HIS', difficulty_level: 'easy', correct_answer: 0 });
    const letter = (await call('GET', '/api/admin/questions?correctAnswer=B')).json();
    expect(letter.data.every((q: QuestionRecord) => q.correct_answer === 1)).toBe(true);
  });

  it('searches question text and options, case-insensitively, treating % literally', async () => {
    const res = (await call('GET', '/api/admin/questions?search=gov%20QUESTION%20number%203')).json();
    expect(res.data.map((q: QuestionRecord) => q.id)).toEqual(['gov-003']);
    expect((await call('GET', '/api/admin/questions?search=Charlie%20SYM%202')).json().data[0].id).toBe('sym-002');
    expect((await call('GET', '/api/admin/questions?search=%25')).json().pagination.total).toBe(0);
  });

  it('answers an empty page past the end and rejects bad filters', async () => {
    expect((await call('GET', '/api/admin/questions?page=99')).json().data).toEqual([]);
    for (const query of ['page=0', 'difficulty=extreme', 'correctAnswer=4', 'category=NOPE', 'limit=500']) {
      expect((await call('GET', `/api/admin/questions?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('create, read, update, delete', () => {
  it('creates a question that learners see at once', async () => {
    const res = await call('POST', '/api/admin/questions', buildQuestionPayload({ question: '  Who is the King of Canada?  ' }));
    expect(res.statusCode).toBe(201);
    const created = res.json().data as QuestionRecord;
    expect(created).toMatchObject({ question: 'Who is the King of Canada?', correct_answer: 1, category_code: 'GOV', source: 'Discover Canada' });
    expect(await learnerQuestion(created.id)).toMatchObject({ question: 'Who is the King of Canada?' });
    expect((await call('GET', `/api/admin/questions/${created.id}`)).json().data).toEqual(created);
  });

  it('defaults difficulty to medium', async () => {
    const { difficulty_level: _omit, ...payload } = buildQuestionPayload();
    const res = await call('POST', '/api/admin/questions', payload);
    expect(res.json().data.difficulty_level).toBe('medium');
  });

  it.each([
    ['blank text first', { question: '   ', option_a: '', correct_answer: 9 }, 'Question text is required'],
    ['missing text', { question: undefined }, 'Question text is required'],
    ['a blank option next', { option_c: ' ', correct_answer: 9 }, 'All answer options are required'],
    ['a missing option', { option_d: undefined }, 'All answer options are required'],
    ['the correct answer last', { correct_answer: 4 }, 'Please select a correct answer'],
    ['a non-integer answer', { correct_answer: 1.5 }, 'Please select a correct answer'],
    ['a missing answer', { correct_answer: undefined }, 'Please select a correct answer'],
    ['an unknown category', { category_code: 'XYZ' }, 'Category not found'],
    ['an unknown difficulty', { difficulty_level: 'extreme' }, 'Difficulty must be easy, medium or hard'],
  ])('create checks %s', async (_label, override, message) => {
    const res = await call('POST', '/api/admin/questions', { ...buildQuestionPayload(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message });
  });

  it('update applies the same checks and changes what learners see', async () => {
    const bad = await call('PUT', '/api/admin/questions/his-001', buildQuestionPayload({ option_a: '' }));
    expect(bad.json().message).toBe('All answer options are required');
    const res = await call('PUT', '/api/admin/questions/his-001', buildQuestionPayload({ question: 'Edited history question?', category_code: 'HIS' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'his-001', question: 'Edited history question?' });
    expect(await learnerQuestion('his-001')).toMatchObject({ question: 'Edited history question?' });
  });

  it('404s for an unknown question', async () => {
    expect((await call('GET', '/api/admin/questions/zzz-999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/questions/zzz-999', buildQuestionPayload())).json().message).toBe('Question not found');
    expect((await call('DELETE', '/api/admin/questions/zzz-999')).statusCode).toBe(404);
  });

  it('deletes a question for admins and learners', async () => {
    expect((await call('DELETE', '/api/admin/questions/geo-002')).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/questions/geo-002')).statusCode).toBe(404);
    expect(await learnerQuestion('geo-002')).toBeUndefined();
    expect((await call('DELETE', '/api/admin/questions/geo-002')).statusCode).toBe(404);
  });
});

describe('answer order', () => {
  it('shuffle keeps every correct answer on its text', async () => {
    const ids = ['sym-001', 'sym-002', 'sym-003', 'sym-004', 'sym-005'];
    const before = await Promise.all(ids.map(async (id) => (await call('GET', `/api/admin/questions/${id}`)).json().data as QuestionRecord));
    const res = await call('POST', '/api/admin/questions/shuffle-answers', { questionIds: ids, options: { ensureMoved: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shuffled).toBe(5);
    for (const after of res.json().data.questions as QuestionRecord[]) {
      const old = before.find((q) => q.id === after.id)!;
      expect(correctText(after)).toBe(correctText(old));
      expect(after.correct_answer).not.toBe(old.correct_answer);
      expect([...optionsOf(after)].sort()).toEqual([...optionsOf(old)].sort());
      expect(await learnerQuestion(after.id)).toMatchObject({ correct_answer: after.correct_answer });
    }
  });

  it('shuffle validates its input', async () => {
    expect((await call('POST', '/api/admin/questions/shuffle-answers', { questionIds: [] })).json().message).toBe('Select at least one question');
    expect((await call('POST', '/api/admin/questions/shuffle-answers', { questionIds: ['nope'] })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/questions/shuffle-answers', { questionIds: ['zzz-999'] })).statusCode).toBe(404);
  });

  it('reorder applies a permutation and the correct answer follows its text', async () => {
    const old = (await call('GET', '/api/admin/questions/eco-002')).json().data as QuestionRecord;
    const res = await call('PUT', '/api/admin/questions/eco-002/reorder-answers', { newOrder: [3, 2, 1, 0] });
    const after = res.json().data as QuestionRecord;
    expect(optionsOf(after)).toEqual([...optionsOf(old)].reverse());
    expect(correctText(after)).toBe(correctText(old));
  });

  it.each([[[0, 1, 2]], [[0, 0, 1, 2]], [[0, 1, 2, 4]], ['0123']])('reorder rejects %j', async (newOrder) => {
    const res = await call('PUT', '/api/admin/questions/eco-003/reorder-answers', { newOrder });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });
});

describe('answer distribution', () => {
  it('reports count and percentage per letter, for all or one category', async () => {
    const all = (await call('GET', '/api/admin/questions/answer-distribution')).json().data;
    const sum = ['A', 'B', 'C', 'D'].reduce((n, l) => n + all.distribution[l].count, 0);
    expect(sum).toBe(all.total);
    const rig = (await call('GET', '/api/admin/questions/answer-distribution?category=RIG')).json().data;
    expect(rig).toEqual({
      total: 8,
      distribution: { A: { count: 2, percentage: 25 }, B: { count: 2, percentage: 25 }, C: { count: 2, percentage: 25 }, D: { count: 2, percentage: 25 } },
      trueFalse: { total: 0, true: { count: 0, percentage: 0 }, false: { count: 0, percentage: 0 } },
    });
  });

  it('fix previews, then brings every letter into the balanced range, keeping correct texts', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `rig-00${i + 1}`);
    for (const id of ids) {
      const q = (await call('GET', `/api/admin/questions/${id}`)).json().data as QuestionRecord;
      const order = [q.correct_answer, ...[0, 1, 2, 3].filter((i) => i !== q.correct_answer)];
      await call('PUT', `/api/admin/questions/${id}/reorder-answers`, { newOrder: order });
    }
    const skewed = (await call('GET', '/api/admin/questions/answer-distribution?category=RIG')).json().data;
    expect(skewed.distribution.A.count).toBe(8);
    const textsBefore = await Promise.all(ids.map(async (id) => correctText((await call('GET', `/api/admin/questions/${id}`)).json().data)));

    const preview = (await call('POST', '/api/admin/questions/fix-distribution', { category: 'RIG', dryRun: true })).json().data;
    expect(preview).toMatchObject({ moved: 6, applied: false });
    expect(preview.after.distribution).toEqual({ A: { count: 2, percentage: 25 }, B: { count: 2, percentage: 25 }, C: { count: 2, percentage: 25 }, D: { count: 2, percentage: 25 } });
    expect((await call('GET', '/api/admin/questions/answer-distribution?category=RIG')).json().data.distribution.A.count).toBe(8);

    const fixed = (await call('POST', '/api/admin/questions/fix-distribution', { category: 'RIG' })).json().data;
    expect(fixed).toMatchObject({ moved: 6, applied: true });
    const after = (await call('GET', '/api/admin/questions/answer-distribution?category=RIG')).json().data;
    expect(after.distribution).toEqual(preview.after.distribution);
    const textsAfter = await Promise.all(ids.map(async (id) => correctText((await call('GET', `/api/admin/questions/${id}`)).json().data)));
    expect(textsAfter).toEqual(textsBefore);
  });
});

describe('POST /api/admin/questions/bulk-import', () => {
  beforeEach(async () => {
    await call('DELETE', '/api/admin/questions/imp-001');
  });

  it('imports all questions in one go', async () => {
    const res = await call('POST', '/api/admin/questions/bulk-import', {
      questions: [buildQuestionPayload({ id: 'imp-001' } as never), buildQuestionPayload({ question: 'Second import?' })],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.imported).toBe(2);
    expect(await learnerQuestion('imp-001')).toBeDefined();
  });

  it('imports nothing when one item is invalid, and says which', async () => {
    const total = async () => (await call('GET', '/api/admin/questions')).json().pagination.total as number;
    const before = await total();
    const res = await call('POST', '/api/admin/questions/bulk-import', {
      questions: [buildQuestionPayload({ question: 'Fine?' }), buildQuestionPayload({ option_b: '' }), 'junk'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '2 question(s) are invalid; nothing was imported',
      details: [
        { index: 1, message: 'All answer options are required' },
        { index: 2, message: expect.any(String) },
      ],
    });
    expect(await total()).toBe(before);
  });

  it('refuses ids that already exist, importing nothing', async () => {
    const res = await call('POST', '/api/admin/questions/bulk-import', {
      questions: [buildQuestionPayload({ question: 'New one?' }), { ...buildQuestionPayload(), id: 'his-002' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.ids).toEqual(['his-002']);
  });
});

describe('admin categories and stats', () => {
  it('lists and updates categories', async () => {
    const list = (await call('GET', '/api/admin/categories')).json().data;
    expect(list).toHaveLength(6);
    const res = await call('PUT', '/api/admin/categories/eco', { description: 'People, languages and work.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'ECO', description: 'People, languages and work.' });
    const learner = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(learner.find((c: { code: string }) => c.code === 'ECO').description).toBe('People, languages and work.');
  });

  it('validates category updates', async () => {
    expect((await call('PUT', '/api/admin/categories/HIS', {})).json().message).toBe('Nothing to update');
    expect((await call('PUT', '/api/admin/categories/HIS', { name: ' ' })).json().message).toBe('Category name is required');
    expect((await call('PUT', '/api/admin/categories/XYZ', { name: 'X' })).statusCode).toBe(400);
  });

  it('reports dashboard stats', async () => {
    const stats = (await call('GET', '/api/admin/stats')).json();
    const learnerTotal = (await ctx.app.inject({ method: 'GET', url: '/api/questions/stats' })).json().totalQuestions;
    expect(stats).toEqual({
      totalQuestions: learnerTotal,
      totalCategories: 6,
      loadedQuestions: expect.any(Number),
      activeUsers: expect.any(Number),
      openReports: 0,
      deletedQuestions: expect.any(Number),
      activeUsersWindowDays: 30,
    });
    const deleted = (await call('GET', '/api/admin/questions?status=deleted')).json().pagination.total;
    expect(deleted).toBeGreaterThan(0);
    expect(stats.deletedQuestions).toBe(deleted);
    expect(stats.loadedQuestions).toBeLessThanOrEqual(48);
  });
});
