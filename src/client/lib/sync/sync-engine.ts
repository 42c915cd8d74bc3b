import { API_PATHS, fillPath } from '@shared/api-paths';
import { SYNC_CHUNK_MAX_BYTES } from '@shared/constants';
import type { SyncChunksResponse } from '@shared/contract/sync';
import { api, ApiRequestError } from '../api-client';
import type { Attempt } from '../learning/attempt';
import { learningRecord } from '../learning/record';
import type { LearningRecord } from '../learning/learning-record';
import { decryptChunk, encryptChunk } from './sync-crypto';
import { deriveSyncKeys, type SyncKeys } from './sync-keys';
import { forgetSyncState, readSyncState, writeSyncState, type SyncState } from './sync-state';

/** What the sync panel shows. */
export type SyncStatus =
  | { state: 'loading' }
  | { state: 'off'; ended?: 'deleted-elsewhere' | 'missing' }
  | { state: 'on'; words: string[]; lastSyncAt: number | null; syncing: boolean; problem: SyncProblem | null };

export type SyncProblem = 'offline' | 'full' | 'server' | 'unreadable';

/** Why joining failed, in terms the panel can explain. */
export class SyncJoinError extends Error {
  constructor(readonly reason: 'not-found' | 'deleted' | 'offline' | 'server') {
    super(reason);
    this.name = 'SyncJoinError';
  }
}

/** Attempts per chunk before splitting (about 120 KB of JSON, far less once compressed). */
const ATTEMPTS_PER_CHUNK = 1000;
/** Past this many chunks a device rewrites the space as one snapshot (fewer requests for a device that joins). */
const COMPACT_AFTER_CHUNKS = 30;
const PERIOD_MS = 5 * 60_000;
const AFTER_ROUND_MS = 1000;
const AFTER_CHANGE_MS = 30_000;

const authOf = (state: Pick<SyncState, 'token'>) => ({ authorization: `Bearer ${state.token}` });

function problemOf(error: unknown): SyncProblem {
  if (!(error instanceof ApiRequestError)) return error instanceof TypeError ? 'offline' : 'unreadable';
  if (error.status === 413) return 'full';
  return 'server';
}

/**
 * Keeps this device's record and a sync space in step (decision 035): downloads the chunks it has
 * not merged, merges them by attempt id, uploads what it recorded since, and now and then
 * rewrites the space as one snapshot. One sync at a time (across tabs too, where the browser has
 * Web Locks); nothing local is ever removed by a sync.
 */
export class SyncEngine {
  private status: SyncStatus = { state: 'loading' };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly record: LearningRecord = learningRecord,
    private readonly iterations?: number,
  ) {}

  readonly getSnapshot = () => this.status;
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(status: SyncStatus) {
    this.status = status;
    this.listeners.forEach((l) => l());
  }

  private async publishState(extra: Partial<Extract<SyncStatus, { state: 'on' }>> = {}) {
    this.publishFrom(await readSyncState(), extra);
  }

  /** Off; a device already off keeps the reason it was stopped for, until it syncs again. */
  private publishOff() {
    this.publish(this.status.state === 'off' ? this.status : { state: 'off' });
  }

  private publishFrom(state: SyncState | undefined, extra: Partial<Extract<SyncStatus, { state: 'on' }>> = {}) {
    if (!state) return this.publishOff();
    const current = this.status.state === 'on' ? this.status : undefined;
    this.publish({ state: 'on', words: state.words, lastSyncAt: state.lastSyncAt, syncing: current?.syncing ?? false, problem: current?.problem ?? null, ...extra });
  }

  /** Reads this device's state and, if it syncs, syncs now and on every later chance. */
  async start(): Promise<void> {
    await this.publishState();
    if (this.started || typeof window === 'undefined') return;
    this.started = true;
    const soon = () => void this.syncNow();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') soon();
    });
    window.addEventListener('online', soon);
    setInterval(() => {
      if (document.visibilityState === 'visible') soon();
    }, PERIOD_MS);
    let rounds = this.record.getSnapshot().rounds.length;
    let answers = this.record.getSnapshot().answers;
    this.record.subscribe(() => {
      const snapshot = this.record.getSnapshot();
      if (snapshot.rounds.length > rounds) this.later(AFTER_ROUND_MS);
      else if (snapshot.answers !== answers) this.later(AFTER_CHANGE_MS);
      rounds = snapshot.rounds.length;
      answers = snapshot.answers;
    });
    soon();
  }

  private later(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.syncNow(), ms);
  }

  /** A new sync space for this learner: a new code, the space made on the server, then a first sync. */
  async create(words: string[]): Promise<void> {
    const keys = await deriveSyncKeys(words, this.iterations);
    await api.post(fillPath(API_PATHS.syncSpace, { id: keys.id }), undefined, authOf(keys));
    await this.begin(words, keys);
  }

  /** Joins the space of a code typed or scanned on this device; refused if no space has it. */
  async join(words: string[]): Promise<void> {
    const keys = await deriveSyncKeys(words, this.iterations);
    try {
      await api.get(fillPath(API_PATHS.syncChunks, { id: keys.id }), { after: 0 }, undefined, authOf(keys));
    } catch (error) {
      if (error instanceof ApiRequestError) throw new SyncJoinError(error.status === 404 || error.status === 403 ? 'not-found' : error.status === 410 ? 'deleted' : 'server');
      throw new SyncJoinError('offline');
    }
    await this.begin(words, keys);
  }

  private async begin(words: string[], keys: SyncKeys) {
    await writeSyncState({ words, ...keys, mergedThrough: 0, ownChunks: [], sentThrough: 0, sawUnknown: false, lastSyncAt: null });
    await this.publishState({ problem: null });
    await this.start();
    await this.syncNow();
  }

  /** Stops syncing and deletes the space from the server (the other devices keep their copy). */
  async stopAndDelete(): Promise<void> {
    const state = await readSyncState();
    if (state) {
      try {
        await api.delete(fillPath(API_PATHS.syncSpace, { id: state.id }), authOf(state));
      } catch (error) {
        // Already gone is what was asked; anything else (offline) must not leave the learner believing it was deleted.
        if (!(error instanceof ApiRequestError && (error.status === 404 || error.status === 410))) throw error;
      }
    }
    await forgetSyncState();
    this.publish({ state: 'off' });
  }

  /** This device stops syncing; the space stays for the others (a reset of this device's progress). */
  async leave(): Promise<void> {
    await forgetSyncState();
    this.publish({ state: 'off' });
  }

  /** One sync now (a second request while one runs makes one more after it). */
  syncNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.locked(() => this.syncOnce())
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.syncNow();
        }
      });
    return this.running;
  }

  private locked(task: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('citizenship-test-prep-sync', () => task()).then(() => undefined) : task();
  }

  private async syncOnce(): Promise<void> {
    let state = await readSyncState();
    if (!state) return this.publishOff();
    await this.record.ready();
    this.publishFrom(state, { syncing: true });
    try {
      state = await this.download(state);
      state = await this.upload(state);
      state = await this.compactIfLong(state);
      state = { ...state, lastSyncAt: Date.now() };
      await writeSyncState(state);
      this.publishFrom(state, { syncing: false, problem: null });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 410 || error.status === 404)) {
        await forgetSyncState();
        return this.publish({ state: 'off', ended: error.status === 410 ? 'deleted-elsewhere' : 'missing' });
      }
      await this.publishState({ syncing: false, problem: problemOf(error) });
      throw error;
    }
  }

  private space: { chunk_count: number } = { chunk_count: 0 };
  /** Ids just downloaded: not sent back. */
  private downloaded = new Set<string>();

  private async download(state: SyncState): Promise<SyncState> {
    this.downloaded = new Set();
    let next = state;
    for (;;) {
      const page = await api.get<SyncChunksResponse>(fillPath(API_PATHS.syncChunks, { id: next.id }), { after: next.mergedThrough }, undefined, authOf(next));
      this.space = page.data;
      let sawUnknown = next.sawUnknown;
      for (const chunk of page.data.chunks) {
        if (!next.ownChunks.includes(chunk.seq)) {
          const opened = await decryptChunk(next.key, next.id, chunk.data);
          await this.record.merge(opened.attempts);
          opened.attempts.forEach((a) => this.downloaded.add(a.id));
          if (opened.unknown > 0) sawUnknown = true;
        }
        next = { ...next, mergedThrough: chunk.seq, ownChunks: next.ownChunks.filter((s) => s > chunk.seq), sawUnknown };
        await writeSyncState(next);
      }
      if (!page.data.more || page.data.chunks.length === 0) return next;
    }
  }

  private async upload(state: SyncState): Promise<SyncState> {
    const { attempts, lastSeq } = await this.record.attemptsAfter(state.sentThrough);
    const fresh = attempts.filter((a) => !this.downloaded.has(a.id));
    const seqs = await this.send(state, fresh);
    const next = { ...state, sentThrough: lastSeq, ownChunks: [...state.ownChunks, ...seqs] };
    await writeSyncState(next);
    return next;
  }

  /** Sends attempts as chunks; the last may replace the chunks up to `replacesThrough` (a compaction). */
  private async send(state: SyncState, attempts: readonly Attempt[], replacesThrough?: number): Promise<number[]> {
    const seqs: number[] = [];
    const batches = await this.encryptInBatches(state, attempts);
    for (const [i, data] of batches.entries()) {
      const last = i === batches.length - 1;
      const body = last && replacesThrough ? { data, replaces_through: replacesThrough } : { data };
      const created = await api.post<{ data: { seq: number; chunk_count: number } }>(fillPath(API_PATHS.syncChunks, { id: state.id }), body, authOf(state));
      seqs.push(created.data.seq);
      this.space = created.data;
    }
    return seqs;
  }

  private async encryptInBatches(state: SyncState, attempts: readonly Attempt[], size = ATTEMPTS_PER_CHUNK): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < attempts.length; i += size) {
      const part = attempts.slice(i, i + size);
      const data = await encryptChunk(state.key, state.id, { attempts: part });
      // Base64 is a third longer than the bytes; a batch too large is split in two.
      if ((data.length * 3) / 4 > SYNC_CHUNK_MAX_BYTES && part.length > 1) out.push(...(await this.encryptInBatches(state, part, Math.ceil(part.length / 2))));
      else out.push(data);
    }
    return out;
  }

  /** A long space is rewritten as one snapshot of everything this device has merged (never by a device that met attempts it cannot read). */
  private async compactIfLong(state: SyncState): Promise<SyncState> {
    if (this.space.chunk_count <= COMPACT_AFTER_CHUNKS || state.sawUnknown || state.mergedThrough === 0) return state;
    const all = await this.record.attempts();
    if (all.length === 0) return state;
    const seqs = await this.send(state, all, state.mergedThrough);
    const next = { ...state, ownChunks: [...state.ownChunks, ...seqs] };
    await writeSyncState(next);
    return next;
  }
}

export const syncEngine = new SyncEngine();
