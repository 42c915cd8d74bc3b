import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundAttempt } from '../learning/attempt';
import { enqueue, flushOutbox, queuedId, readOutbox, type QueuedSession } from './session-outbox';

const rounds: RoundAttempt[] = [];
vi.mock('../learning/record', () => ({
  learningRecord: { ready: async () => undefined, getSnapshot: () => ({ rounds }) },
}));

const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
});
// The site reads storage through `window`, as in a browser.
vi.stubGlobal('window', globalThis);

const session = (id: string): QueuedSession => ({
  session_id: id,
  session_type: 'practice',
  total_questions: 1,
  correct_answers: 1,
  score_percentage: 100,
  time_spent_seconds: 10,
  passed: true,
  questions: [{ question_id: 'his-001', selected_answer: 'A', is_correct: true, time_spent: 10 }],
});
const status = (code: number) => async () => new Response(code === 201 ? '{"data":{}}' : '{}', { status: code });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => {
  items.clear();
  rounds.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the outbox of finished tests', () => {
  it('keeps a session while offline and sends it once when the network is back', async () => {
    enqueue(session('11111111-1111-4111-8111-111111111111'));
    vi.stubGlobal('fetch', offline);
    await flushOutbox();
    expect(readOutbox().map(queuedId)).toEqual(['11111111-1111-4111-8111-111111111111']);
    const online = vi.fn<typeof fetch>(status(201));
    vi.stubGlobal('fetch', online);
    await flushOutbox();
    vi.stubGlobal('fetch', online);
    await flushOutbox();
    expect(online).toHaveBeenCalledTimes(1);
    expect(JSON.parse(online.mock.calls[0]![1]!.body as string).session_id).toBe('11111111-1111-4111-8111-111111111111');
    expect(readOutbox()).toEqual([]);
  });

  it('sends the oldest first and stops at the first that must wait', async () => {
    enqueue(session('a'));
    enqueue(session('b'));
    const fetchImpl = vi.fn<typeof fetch>().mockImplementationOnce(status(201)).mockImplementationOnce(status(503));
    vi.stubGlobal('fetch', fetchImpl);
    await flushOutbox();
    expect(readOutbox().map(queuedId)).toEqual(['b']);
  });

  it('keeps a session the server asked to wait for (429) or refused (400), retrying a refused one a day later and letting it go after a month', async () => {
    enqueue(session('a'));
    vi.stubGlobal('fetch', status(429));
    await flushOutbox();
    expect(readOutbox()).toHaveLength(1);
    const day0 = Date.parse('2026-11-01T10:00:00Z');
    const refuse = vi.fn<typeof fetch>(async () => new Response('{"error":"Bad Request","message":"question his-001 has no version 9"}', { status: 400 }));
    vi.stubGlobal('fetch', refuse);
    await flushOutbox(day0);
    expect(readOutbox()).toMatchObject([{ session_id: 'a', refused: { at: day0, status: 400, message: 'question his-001 has no version 9' } }]);
    await flushOutbox(day0 + 3600_000);
    expect(refuse).toHaveBeenCalledTimes(1); // not again within the day
    await flushOutbox(day0 + 25 * 3600_000);
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(JSON.parse(refuse.mock.calls[1]![1]!.body as string)).not.toHaveProperty('refused');
    expect(readOutbox()).toHaveLength(1);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await flushOutbox(day0 + 31 * 24 * 3600_000);
    expect(readOutbox()).toEqual([]);
  });

  it('sends the rest of the queue past a refused session', async () => {
    enqueue(session('a'));
    enqueue(session('b'));
    const fetchImpl = vi.fn<typeof fetch>().mockImplementationOnce(status(400)).mockImplementationOnce(status(201));
    vi.stubGlobal('fetch', fetchImpl);
    await flushOutbox();
    expect(readOutbox().map(queuedId)).toEqual(['a']);
  });

  it('queues a session id once, and ignores damaged storage', async () => {
    enqueue(session('a'));
    enqueue(session('a'));
    expect(readOutbox()).toHaveLength(1);
    items.set('ca_session_outbox', '{not json');
    expect(readOutbox()).toEqual([]);
    items.set('ca_session_outbox', JSON.stringify([{ session_id: 'x' }, 7, session('b')]));
    expect(readOutbox().map(queuedId)).toEqual(['b']);
  });

  it('shares one flush between callers, so two triggers do not send twice', async () => {
    enqueue(session('a'));
    const fetchImpl = vi.fn<typeof fetch>(status(201));
    vi.stubGlobal('fetch', fetchImpl);
    await Promise.all([flushOutbox(), flushOutbox()]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('sends a queued round as the record holds it, with each answer\'s version, and lets go of one the learner has since reset', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    rounds.push({
      kind: 'round', id, at: Date.parse('2026-11-20T10:00:00Z'), mode: 'test', timing: 'standard', category: null,
      questionIds: ['his-001', 'gov-002'], categories: ['HIS', 'GOV'], choices: [0, null], right: [true, false], versions: [3, null], seconds: 61,
    });
    enqueue({ roundId: id, learnerId: '33333333-3333-4333-8333-333333333333' });
    enqueue({ roundId: 'gone-since' });
    const online = vi.fn<typeof fetch>(status(201));
    vi.stubGlobal('fetch', online);
    await flushOutbox();
    expect(online).toHaveBeenCalledTimes(1);
    expect(JSON.parse(online.mock.calls[0]![1]!.body as string)).toEqual({
      session_type: 'practice', total_questions: 2, correct_answers: 1, score_percentage: 50, time_spent_seconds: 61, passed: false,
      session_id: id, learner_id: '33333333-3333-4333-8333-333333333333',
      questions: [
        { question_id: 'his-001', selected_answer: 'A', is_correct: true, time_spent: 30, question_version: 3 },
        { question_id: 'gov-002', selected_answer: null, is_correct: false, time_spent: 30 },
      ],
    });
    expect(readOutbox()).toEqual([]);
  });
});
