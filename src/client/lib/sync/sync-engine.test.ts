import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerAttempt, Attempt } from '../learning/attempt';
import { LearningRecord } from '../learning/learning-record';
import { openRecordDb } from '../learning/record-db';

/**
 * The sync engine against an in-memory server that keeps the real API's rules (decision 035):
 * a space is made with a token and refuses any other, chunks get rising sequence numbers, a page
 * stops after a few chunks and says there are more, a compaction replaces the chunks it names, a
 * deleted space answers 410. Each device has its own IndexedDB (the engine's state) and record.
 */
const server = vi.hoisted(() => {
  class FakeError extends Error {
    constructor(readonly status: number) {
      super(`status ${status}`);
    }
  }
  interface Space {
    token: string;
    chunks: { seq: number; data: string }[];
    nextSeq: number;
    deleted: boolean;
  }
  const spaces = new Map<string, Space>();
  const PAGE = 3;
  const summary = (space: Space) => ({ next_seq: space.nextSeq, chunk_count: space.chunks.length, bytes: space.chunks.reduce((n, c) => n + c.data.length, 0) });
  function spaceFor(path: string, headers: Record<string, string> | undefined, create = false): Space {
    const id = /^\/api\/sync\/([^/]+)/.exec(path)?.[1] ?? '';
    const token = headers?.authorization?.replace(/^Bearer /, '') ?? '';
    if (create) {
      const made = { token, chunks: [], nextSeq: 1, deleted: false };
      spaces.set(id, made);
      return made;
    }
    const space = spaces.get(id);
    if (!space) throw new FakeError(404);
    if (space.deleted) throw new FakeError(410);
    if (space.token !== token) throw new FakeError(403);
    return space;
  }
  return {
    FakeError,
    spaces,
    get(path: string, query: { after?: number } | undefined, headers?: Record<string, string>) {
      const space = spaceFor(path, headers);
      const after = space.chunks.filter((c) => c.seq > (query?.after ?? 0));
      return { data: { chunks: after.slice(0, PAGE), more: after.length > PAGE, ...summary(space) } };
    },
    post(path: string, body: { data?: string; replaces_through?: number } | undefined, headers?: Record<string, string>) {
      if (!path.endsWith('/chunks')) {
        spaceFor(path, headers, true);
        return { data: {} };
      }
      const space = spaceFor(path, headers);
      if (body?.replaces_through) space.chunks = space.chunks.filter((c) => c.seq > body.replaces_through!);
      const seq = space.nextSeq;
      space.nextSeq += 1;
      space.chunks.push({ seq, data: body!.data! });
      return { data: { seq, ...summary(space) } };
    },
    delete(path: string, headers?: Record<string, string>) {
      spaceFor(path, headers).deleted = true;
      return { data: {} };
    },
  };
});

vi.mock('../api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api-client')>();
  // The server's refusals reach the engine as the client's own errors.
  const call = async <T>(run: () => T): Promise<T> => {
    try {
      return run();
    } catch (error) {
      if (error instanceof server.FakeError) throw new actual.ApiRequestError(error.status, error.message);
      throw error;
    }
  };
  return {
    ...actual,
    api: {
      get: (path: string, query?: { after?: number }, _signal?: AbortSignal, headers?: Record<string, string>) => call(() => server.get(path, query, headers)),
      post: (path: string, body?: { data?: string; replaces_through?: number }, headers?: Record<string, string>) => call(() => server.post(path, body, headers)),
      delete: (path: string, headers?: Record<string, string>) => call(() => server.delete(path, headers)),
    },
  };
});

// Fewer PBKDF2 rounds here only: the derivation is the same function.
const FAST = 1000;
const WORDS = ['abandon', 'ability', 'zoo', 'wrist', 'kitchen', 'ocean', 'pupil'];
const T0 = Date.parse('2026-11-20T12:00:00Z');
let made = 0;

const answer = (questionId: string, at: number): AnswerAttempt => ({
  kind: 'answer',
  id: `${questionId}@${at}`,
  at,
  questionId,
  category: questionId.slice(0, 3).toUpperCase(),
  ok: true,
  choice: 0,
  mode: 'category',
});

/**
 * A device: its own IndexedDB (where the engine keeps its state, through a fresh copy of the
 * modules) and its own record. Its calls run with its database installed.
 */
async function device() {
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  vi.resetModules();
  const { SyncEngine } = await import('./sync-engine');
  const record = new LearningRecord(() => openRecordDb(`sync-device-${(made += 1)}`));
  const engine = new SyncEngine(record, FAST);
  const on = async <T>(run: () => Promise<T>): Promise<T> => {
    globalThis.indexedDB = factory;
    return run();
  };
  const ids = async () => (await record.attempts()).map((a: Attempt) => a.id).sort();
  return { engine, record, on, ids };
}

afterEach(() => server.spaces.clear());

describe('SyncEngine against a server', () => {
  it('carries each device’s attempts to the other, and the server holds only ciphertext', async () => {
    const phone = await device();
    await phone.record.record([answer('geo-001', T0), answer('his-002', T0 + 1)]);
    await phone.on(() => phone.engine.create(WORDS));
    expect(phone.engine.getSnapshot()).toMatchObject({ state: 'on', words: WORDS, problem: null });

    const laptop = await device();
    await laptop.record.record([answer('gov-003', T0 + 2)]);
    await laptop.on(() => laptop.engine.join(WORDS));
    expect(await laptop.ids()).toEqual(['geo-001@' + T0, 'gov-003@' + (T0 + 2), 'his-002@' + (T0 + 1)].sort());

    await phone.on(() => phone.engine.syncNow());
    expect(await phone.ids()).toEqual(await laptop.ids());

    const stored = [...server.spaces.values()].flatMap((s) => s.chunks.map((c) => c.data)).join('');
    expect(stored).not.toContain('geo-001');
    expect(Buffer.from(stored, 'base64').toString('latin1')).not.toContain('geo-001');
  });

  it('sends each attempt once: a sync with nothing new adds no chunk, and attempts merged from the space are not sent back', async () => {
    const phone = await device();
    await phone.record.record([answer('geo-001', T0)]);
    await phone.on(() => phone.engine.create(WORDS));
    const [space] = [...server.spaces.values()];
    expect(space!.chunks).toHaveLength(1);
    const chunks = space!.chunks.length;
    const laptop = await device();
    await laptop.on(() => laptop.engine.join(WORDS));
    await laptop.on(() => laptop.engine.syncNow());
    await phone.on(() => phone.engine.syncNow());
    expect(space!.chunks.length).toBe(chunks);
  });

  it('pages through a long space, and compacts it into one snapshot that a new device still reads whole', async () => {
    const phone = await device();
    await phone.on(() => phone.engine.create(WORDS));
    // One chunk per sync: past 30 the device rewrites the space.
    for (let i = 0; i < 32; i += 1) {
      await phone.record.record([answer(`geo-${String(i).padStart(3, '0')}`, T0 + i)]);
      await phone.on(() => phone.engine.syncNow());
      if (i === 9) {
        // Ten chunks, served three a page.
        const early = await device();
        await early.on(() => early.engine.join(WORDS));
        expect(await early.ids()).toHaveLength(10);
      }
    }
    const [space] = [...server.spaces.values()];
    expect(space!.chunks.length).toBeLessThan(5);

    const tablet = await device();
    await tablet.on(() => tablet.engine.join(WORDS));
    expect(await tablet.ids()).toHaveLength(32);
    expect(await tablet.ids()).toEqual(await phone.ids());
  });

  it('refuses a code with no space, and ends syncing on a device when another deleted the space', async () => {
    const stranger = await device();
    await expect(stranger.on(() => stranger.engine.join(['zoo', ...WORDS.slice(1)]))).rejects.toMatchObject({ reason: 'not-found' });

    const phone = await device();
    await phone.on(() => phone.engine.create(WORDS));
    const laptop = await device();
    await laptop.on(() => laptop.engine.join(WORDS));
    await phone.on(() => phone.engine.stopAndDelete());
    expect(phone.engine.getSnapshot()).toEqual({ state: 'off' });

    await laptop.record.record([answer('geo-001', T0)]);
    await laptop.on(() => laptop.engine.syncNow());
    expect(laptop.engine.getSnapshot()).toEqual({ state: 'off', ended: 'deleted-elsewhere' });
    // Read again (the progress page starts the engine too, and a later sync finds nothing to do): the reason stays.
    await laptop.on(() => laptop.engine.start());
    await laptop.on(() => laptop.engine.syncNow());
    expect(laptop.engine.getSnapshot()).toEqual({ state: 'off', ended: 'deleted-elsewhere' });
    // The device keeps its own record.
    expect(await laptop.ids()).toEqual(['geo-001@' + T0]);
  });
});
