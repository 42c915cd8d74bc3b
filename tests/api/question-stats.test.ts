import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api-paths.js';
import { ANSWER_LETTERS } from '../../src/shared/constants.js';
import type { QuestionStats } from '../../src/shared/contract/admin.js';
import type { QuestionRecord } from '../../src/shared/contract/questions.js';
import type { SessionPayload } from '../../src/shared/contract/sessions.js';
import { MIN_ATTEMPTS_FOR_FLAG } from '../../src/shared/rules/question-stats.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  // Counted at once, also on PostgreSQL (the settling wait has its own test below).
  ctx = await createTestContext({ env: { STATS_SETTLE_SECONDS: '0', DIFFICULTY_REFRESH_SECONDS: '0' } });
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

type Letter = (typeof ANSWER_LETTERS)[number];
/** Questions every session also answers (right), so that each one is a real study session of five answers or more. */
const FILLER = ['geo-001', 'geo-002', 'geo-003', 'geo-004'];

async function current(ids: string[]): Promise<Map<string, QuestionRecord>> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/questions?ids=${ids.join(',')}` });
  return new Map((res.json() as { data: QuestionRecord[] }).data.map((q) => [q.id, q]));
}

interface Study {
  learner?: string;
  address?: string;
  seconds?: number;
  filler?: boolean;
  /** Questions as the learner drew them (a version the server may since have moved on from). */
  drawn?: Map<string, QuestionRecord>;
}

/** A session with these answers, honest about which are right for the version answered. */
async function session(answers: [string, Letter | null][], { filler = true, seconds = 90, drawn }: Study = {}): Promise<SessionPayload> {
  const all: [string, Letter | null][] = [...answers, ...(filler ? FILLER.map((id): [string, Letter | null] => [id, null]) : [])];
  const records = drawn ?? (await current(all.map(([id]) => id)));
  const questions = all.map(([id, letter]) => {
    const q = (drawn?.get(id) ?? records.get(id))!;
    const chosen = letter ?? (FILLER.includes(id) ? ANSWER_LETTERS[q.correct_answer]! : null);
    return { question_id: id, selected_answer: chosen, is_correct: chosen === ANSWER_LETTERS[q.correct_answer], time_spent: Math.floor(seconds / all.length), question_version: q.version! };
  });
  const correct = questions.filter((q) => q.is_correct).length;
  const percentage = (100 * correct) / questions.length;
  return { session_type: 'practice', total_questions: questions.length, correct_answers: correct, score_percentage: percentage, time_spent_seconds: seconds, passed: percentage >= 75, questions };
}

let learners = 0;
/** Each study session from its own learner on its own network unless told otherwise. */
async function submit(answers: [string, Letter | null][], study: Study = {}) {
  learners += 1;
  const payload = { ...(await session(answers, study)), learner_id: study.learner ?? randomUUID() };
  const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload, remoteAddress: study.address ?? `10.${learners >> 8}.${learners & 255}.7` });
  expect(res.statusCode, res.body).toBe(201);
}

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string; correct_answer: number; stats: QuestionStats }[] }>().data;
}
const statsOf = async (id: string) => (await list(`search=${id}`)).find((q) => q.id === id)!.stats;

describe('per-question statistics in the admin list', () => {
  beforeAll(async () => {
    // his-001 (key A): 2 right, C chosen 3 times, B once; one learner left it unanswered.
    // his-002 (key B): 5 right, A once. his-003 (key C): D twice.
    for (const answers of [
      [['his-001', 'A'], ['his-002', 'B'], ['his-003', 'D']],
      [['his-001', 'A'], ['his-002', 'B'], ['his-003', 'D']],
      [['his-001', 'C'], ['his-002', 'B']],
      [['his-001', 'C'], ['his-002', 'B']],
      [['his-001', 'C'], ['his-002', 'B']],
      [['his-001', 'B'], ['his-002', 'A']],
      [['his-001', null], ['his-004', null]],
    ] as [string, Letter | null][][]) {
      await submit(answers);
    }
  });

  it("shows attempts, the share right and the most-chosen wrong option, from the server's verdicts", async () => {
    expect(await statsOf('his-001')).toEqual({ attempts: 6, correct: 2, right_percentage: 33, top_wrong_answer: { letter: 'C', count: 3, percentage: 50 }, likely_wrong_key: false });
    expect(await statsOf('his-002')).toEqual({ attempts: 6, correct: 5, right_percentage: 83, top_wrong_answer: { letter: 'A', count: 1, percentage: 17 }, likely_wrong_key: false });
    expect(await statsOf('his-004')).toEqual({ attempts: 0, correct: 0, right_percentage: null, top_wrong_answer: null, likely_wrong_key: false });
  });

  it('raises a likely wrong key only from enough learners, each on their own network', async () => {
    // his-005 (key A): most honest learners choose C.
    for (let i = 0; i < MIN_ATTEMPTS_FOR_FLAG - 1; i += 1) await submit([['his-005', i % 3 === 0 ? 'A' : 'C']]);
    expect(await statsOf('his-005')).toMatchObject({ attempts: MIN_ATTEMPTS_FOR_FLAG - 1, likely_wrong_key: false });
    await submit([['his-005', 'C']]);
    expect(await statsOf('his-005')).toMatchObject({ attempts: MIN_ATTEMPTS_FOR_FLAG, top_wrong_answer: { letter: 'C' }, likely_wrong_key: true });
    expect((await list('category=HIS&limit=100')).filter((q) => q.stats.likely_wrong_key).map((q) => q.id)).toEqual(['his-005']);
  });

  it('resists made-up sessions: one-question zero-second sessions count for nothing, and three networks weigh three answers a day', async () => {
    // The outside attack: 90 sessions of one question answered in 0 s, from three addresses, each with a new learner id.
    for (let i = 0; i < 90; i += 1) await submit([['his-006', 'D']], { filler: false, seconds: 0, address: `203.0.113.${i % 3}` });
    expect(await statsOf('his-006')).toMatchObject({ attempts: 0, likely_wrong_key: false });
    // The same attack dressed up as study sessions: still one answer per network and day.
    for (let i = 0; i < 90; i += 1) await submit([['his-006', 'D']], { address: `203.0.113.${i % 3}` });
    expect(await statsOf('his-006')).toMatchObject({ attempts: 3, correct: 0, likely_wrong_key: false });
    // One learner who answers again the same day counts once.
    const learner = randomUUID();
    await submit([['his-007', 'A']], { learner });
    await submit([['his-007', 'B']], { learner });
    expect(await statsOf('his-007')).toMatchObject({ attempts: 1 });
  });

  it('sorts most missed first, questions with too few attempts after them in the default order', async () => {
    const byMissRate = (await list('category=HIS&sort=missRate')).map((q) => q.id);
    const byDefault = (await list('category=HIS')).map((q) => q.id);
    expect(byMissRate.slice(0, 3)).toEqual(['his-001', 'his-005', 'his-002']);
    expect(byMissRate.slice(3)).toEqual(byDefault.filter((id) => !['his-001', 'his-002', 'his-005'].includes(id)));
    expect(byDefault).toEqual([...byDefault].sort());
  });

  it("starts a question's figures again after its options move, and scores answers drawn before the move with the old key", async () => {
    const drawn = await current(['his-001', ...FILLER]);
    // C (chosen three times) moves to A; the old key A moves to B.
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/questions/his-001/reorder-answers', headers: { cookie }, payload: { newOrder: [2, 0, 1, 3] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ correct_answer: 1, version: drawn.get('his-001')!.version! + 1 });
    expect(await statsOf('his-001')).toEqual({ attempts: 0, correct: 0, right_percentage: null, top_wrong_answer: null, likely_wrong_key: false });
    // A learner who drew the test before the move answered A, right on their version: stored, scored right, not counted for the new one.
    await submit([['his-001', 'A']], { drawn });
    expect(await statsOf('his-001')).toMatchObject({ attempts: 0 });
    await submit([['his-001', 'B']]);
    await submit([['his-001', 'A']]);
    expect(await statsOf('his-001')).toMatchObject({ attempts: 2, correct: 1, top_wrong_answer: { letter: 'A', count: 1 } });
    expect(await statsOf('his-002')).toMatchObject({ attempts: 6, correct: 5 });
  });

  it('counts nothing from a session whose claims the server refuses', async () => {
    const before = await statsOf('his-002');
    const lying = await session([['his-002', 'C']]);
    lying.questions[0] = { ...lying.questions[0]!, is_correct: true };
    const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload: { ...lying, correct_answers: 5, score_percentage: 100, passed: true } });
    expect(res.statusCode).toBe(400);
    expect(await statsOf('his-002')).toEqual(before);
  });

  it('on PostgreSQL waits STATS_SETTLE_SECONDS before a session counts (a slower writer may still commit an earlier one); PGlite counts at once', async () => {
    const settling = await createTestContext({ env: { STATS_SETTLE_SECONDS: '2' } });
    try {
      const admin = await settling.login();
      const payload = { ...(await session([['his-003', 'A']])), learner_id: randomUUID() };
      expect((await settling.app.inject({ method: 'POST', url: API_PATHS.sessions, payload, remoteAddress: '10.99.0.7' })).statusCode).toBe(201);
      const attempts = async () => {
        const res = await settling.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?search=his-003`, headers: { cookie: admin } });
        return res.json<{ data: { id: string; stats: QuestionStats }[] }>().data.find((q) => q.id === 'his-003')!.stats.attempts;
      };
      if (settling.database.kind === 'postgres') {
        expect(await attempts()).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 2500));
      }
      expect(await attempts()).toBe(1);
    } finally {
      await settling.close();
    }
  });

  it('needs an admin session, and refuses an unknown sort', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?sort=missRate` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?sort=hardest`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('missRate') });
  });
});

describe("the questions' difficulty for everyone", () => {
  const difficultyOf = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.questionDifficulty });
    expect(res.statusCode).toBe(200);
    return { etag: res.headers.etag as string, data: (res.json() as { data: Record<string, number> }).data };
  };

  it('is served for every active question, and rises for one that many learners miss (one answer a learner counted)', async () => {
    const before = await difficultyOf();
    const bank = (await ctx.app.inject({ method: 'GET', url: '/api/questions' })).json() as { data: QuestionRecord[] };
    expect(Object.keys(before.data).sort()).toEqual(bank.data.map((q) => q.id).sort());
    // A question no other test here answers.
    const target = bank.data.filter((q) => q.type === 'multiple-choice' && !FILLER.includes(q.id)).at(-1)!;
    const id = target.id;
    const wrong = ANSWER_LETTERS[(target.correct_answer + 1) % 4]!;
    for (let i = 0; i < 40; i += 1) await submit([[id, wrong]]);
    // The same learner again the same day adds nothing.
    const same = randomUUID();
    const after = await difficultyOf();
    expect(after.data[id]).toBeGreaterThan(before.data[id]! + 1);
    expect(after.etag).not.toBe(before.etag);
    for (let i = 0; i < 20; i += 1) await submit([[id, wrong]], { learner: same, address: '10.250.0.1' });
    expect((await difficultyOf()).data[id]).toBeLessThan(after.data[id]! + 0.15);
    // Revalidation costs no bytes.
    const again = await ctx.app.inject({ method: 'GET', url: API_PATHS.questionDifficulty, headers: { 'if-none-match': (await difficultyOf()).etag } });
    expect(again.statusCode).toBe(304);
  });
});
