import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api-paths.js';
import { ANSWER_LETTERS } from '../../src/shared/constants.js';
import type { QuestionStats } from '../../src/shared/contract/admin.js';
import type { SessionPayload } from '../../src/shared/contract/sessions.js';
import { bankAnswerIndex } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

type Letter = (typeof ANSWER_LETTERS)[number];
/** The server's current key of each question (a reorder moves it). */
const keys = new Map<string, Letter>();
const keyOf = (id: string) => keys.get(id) ?? ANSWER_LETTERS[bankAnswerIndex(id)]!;

/** A session with these answers, honest about which are right, taken in no time (so it began after every change). */
function session(answers: [string, Letter | null][]): SessionPayload {
  const questions = answers.map(([id, letter]) => ({ question_id: id, selected_answer: letter, is_correct: letter === keyOf(id), time_spent: 0 }));
  const correct = questions.filter((q) => q.is_correct).length;
  const percentage = (100 * correct) / questions.length;
  return {
    session_type: 'practice',
    total_questions: questions.length,
    correct_answers: correct,
    score_percentage: percentage,
    time_spent_seconds: 0,
    passed: percentage >= 75,
    questions,
  };
}

async function submit(...sessions: [string, Letter | null][][]) {
  for (const answers of sessions) {
    const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload: session(answers) });
    expect(res.statusCode, res.body).toBe(201);
  }
}

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string; correct_answer: number; stats: QuestionStats }[] }>().data;
}
const statsOf = async (id: string) => (await list(`search=${id}`)).find((q) => q.id === id)!.stats;

describe('per-question statistics in the admin list', () => {
  beforeAll(async () => {
    // his-001 (key A): 2 right, C chosen 3 times, B once, one left unanswered.
    // his-002 (key B): 5 right, A once. his-003 (key C): D twice, too few answers to judge.
    await submit(
      [['his-001', 'A'], ['his-002', 'B'], ['his-003', 'D']],
      [['his-001', 'A'], ['his-002', 'B'], ['his-003', 'D']],
      [['his-001', 'C'], ['his-002', 'B']],
      [['his-001', 'C'], ['his-002', 'B']],
      [['his-001', 'C'], ['his-002', 'B']],
      [['his-001', 'B'], ['his-002', 'A']],
      [['his-001', null], ['his-004', null]],
    );
  });

  it('shows attempts, the share right and the most-chosen wrong option, from the server\'s verdicts', async () => {
    expect(await statsOf('his-001')).toEqual({
      attempts: 6,
      correct: 2,
      right_percentage: 33,
      top_wrong_answer: { letter: 'C', count: 3, percentage: 50 },
      likely_wrong_key: true,
    });
    expect(await statsOf('his-002')).toEqual({
      attempts: 6,
      correct: 5,
      right_percentage: 83,
      top_wrong_answer: { letter: 'A', count: 1, percentage: 17 },
      likely_wrong_key: false,
    });
    expect(await statsOf('his-004')).toEqual({ attempts: 0, correct: 0, right_percentage: null, top_wrong_answer: null, likely_wrong_key: false });
  });

  it('flags a likely wrong key exactly when a wrong option beats the key over enough attempts', async () => {
    const flagged = (await list('category=HIS&limit=100')).filter((q) => q.stats.likely_wrong_key).map((q) => q.id);
    expect(flagged).toEqual(['his-001']);
    // his-003: every answer chose D over the key C, but two answers are too few.
    expect(await statsOf('his-003')).toMatchObject({ attempts: 2, correct: 0, top_wrong_answer: { letter: 'D', count: 2 }, likely_wrong_key: false });
  });

  it('sorts most missed first, questions with too few attempts after them in the default order', async () => {
    const byMissRate = (await list('category=HIS&sort=missRate')).map((q) => q.id);
    const byDefault = (await list('category=HIS')).map((q) => q.id);
    expect(byMissRate.slice(0, 2)).toEqual(['his-001', 'his-002']);
    expect(byMissRate.slice(2)).toEqual(byDefault.filter((id) => id !== 'his-001' && id !== 'his-002'));
    expect(byDefault).toEqual([...byDefault].sort());
    expect((await list('category=HIS&sort=default')).map((q) => q.id)).toEqual(byDefault);
    // Paging keeps the order: the second page of one goes on where the first stopped.
    const [first, second] = [await list('category=HIS&sort=missRate&limit=1'), await list('category=HIS&sort=missRate&limit=1&page=2')];
    expect([first[0]!.id, second[0]!.id]).toEqual(['his-001', 'his-002']);
  });

  it('starts a question\'s figures again after its options move, so an old letter does not name another option', async () => {
    // C (chosen three times) moves to A; the old key A moves to B.
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/questions/his-001/reorder-answers', headers: { cookie }, payload: { newOrder: [2, 0, 1, 3] } });
    expect(res.statusCode, res.body).toBe(200);
    keys.set('his-001', ANSWER_LETTERS[res.json().data.correct_answer as number]!);
    expect(keyOf('his-001')).toBe('B');
    expect(await statsOf('his-001')).toEqual({ attempts: 0, correct: 0, right_percentage: null, top_wrong_answer: null, likely_wrong_key: false });
    await submit([['his-001', 'B']], [['his-001', 'A']]);
    expect(await statsOf('his-001')).toMatchObject({ attempts: 2, correct: 1, top_wrong_answer: { letter: 'A', count: 1 } });
    // The other questions keep theirs.
    expect(await statsOf('his-002')).toMatchObject({ attempts: 6, correct: 5 });
  });

  it('counts nothing from a session whose claims the server refuses', async () => {
    const before = await statsOf('his-002');
    const lying = session([['his-002', 'C']]);
    const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload: { ...lying, questions: [{ ...lying.questions[0]!, is_correct: true }], correct_answers: 1, score_percentage: 100, passed: true } });
    expect(res.statusCode).toBe(400);
    expect(await statsOf('his-002')).toEqual(before);
  });

  it('needs an admin session, and refuses an unknown sort', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?sort=missRate` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?sort=hardest`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('missRate') });
  });
});
