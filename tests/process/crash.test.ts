import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ANSWER_LETTERS } from '../../src/shared/constants';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { startServer, type RunningServer } from '../support/start-server';

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => undefined);
});

/** A session of five questions answered right, under its own browser id. */
function sessionFor(questions: QuestionRecord[]) {
  return {
    session_type: 'practice',
    total_questions: questions.length,
    correct_answers: questions.length,
    score_percentage: 100,
    time_spent_seconds: 100,
    passed: true,
    session_id: randomUUID(),
    questions: questions.map((q) => ({ question_id: q.id, selected_answer: ANSWER_LETTERS[q.correct_answer], is_correct: true, time_spent: 20 })),
  };
}

describe('a crash while sessions are being written in batches', () => {
  it('loses no session the server acknowledged', async () => {
    const env = { SESSION_RATE_LIMIT_PER_MINUTE: '100000' };
    const first = await startServer({ env });
    servers.push(first);
    const bank = ((await (await fetch(`${first.base}/api/questions?limit=1000`)).json()) as { data: QuestionRecord[] }).data;
    const post = (base: string, session: ReturnType<typeof sessionFor>) =>
      fetch(`${base}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(session) });

    const acknowledged = new Map<string, { session: ReturnType<typeof sessionFor>; id: string }>();
    let killed = false;
    const workers = Array.from({ length: 40 }, async (_, w) => {
      for (let n = 0; !killed; n += 1) {
        const session = sessionFor(bank.slice((w * 7 + n) % (bank.length - 5)).slice(0, 5));
        try {
          const res = await post(first.base, session);
          if (res.status === 201) acknowledged.set(session.session_id, { session, id: ((await res.json()) as { data: { id: string } }).data.id });
        } catch {
          return; // the server is gone
        }
      }
    });
    while (acknowledged.size < 300) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    first.process.kill('SIGKILL');
    await Promise.all(workers);

    // Same data folder, new process: PGlite recovers as after any crash.
    const second = await startServer({ env, dataDir: first.dataDir });
    servers.push({ ...second, stop: async () => { await second.stop(); rmSync(first.dataDir, { recursive: true, force: true }); } });
    // Sending a stored session again returns the id it was stored under; a lost one would get a new id.
    const lost: string[] = [];
    for (const { session, id } of acknowledged.values()) {
      const res = await post(second.base, session);
      expect(res.status).toBe(201);
      if (((await res.json()) as { data: { id: string } }).data.id !== id) lost.push(session.session_id);
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);
    expect(lost).toEqual([]);
  });
});
