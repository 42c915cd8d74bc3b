import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsResponseSchema } from '../../src/shared/contract/questions.js';
import { buildQuestionPayload } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

/** A question made in the admin panel (id q-<uuid>) is a question like any other for learners. */
let ctx: TestContext;
let created: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const cookie = await ctx.login();
  const fr = { question: 'Qui est le chef de l’État?', option_a: 'Le premier ministre', option_b: 'Le roi', option_c: 'La juge en chef', option_d: 'Le président du Sénat', explanation: 'Le roi.', memory_device: '' };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/questions', headers: { cookie }, payload: { ...buildQuestionPayload(), fr } });
  expect(res.statusCode).toBe(201);
  created = res.json().data.id;
  expect(created).toMatch(/^q-[0-9a-f-]{36}$/);
});
afterAll(() => ctx.close());

const questionsById = async (ids: string, lang = 'en') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/questions?ids=${ids}&lang=${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return questionsResponseSchema.parse(res.json()).data;
};

describe('a question created in the admin panel', () => {
  it('is served by id, for review drills, in the order asked', async () => {
    expect((await questionsById(`sym-001,${created}`)).map((q) => q.id)).toEqual(['sym-001', created]);
  });

  it('is served in French by id (See in French)', async () => {
    const [q] = await questionsById(created, 'fr');
    expect(q).toMatchObject({ id: created, lang: 'fr', option_b: 'Le roi' });
  });

  it('is refused by no learner route that takes a question id', async () => {
    const report = await ctx.app.inject({ method: 'POST', url: '/api/reports', payload: { question_id: created, reason: 'typo', lang: 'en' } });
    expect(report.statusCode).toBe(201);
  });

  it('still refuses malformed ids with a clear message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/questions?ids=sym-001,q-not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Question ids look like his-001 or q-/);
  });
});
