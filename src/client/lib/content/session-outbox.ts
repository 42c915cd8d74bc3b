import { API_PATHS } from '@shared/api-paths';
import type { SessionPayload } from '@shared/contract/sessions';
import { api, ApiRequestError } from '../api-client';
import { learningRecord } from '../learning/record';
import { sessionPayloadOfRound } from './session-payload';
import { OUTBOX_KEY } from '../storage/keys';
import { readLocal, removeLocal, writeLocal } from '../storage/local-storage';

/** More than a learner could take offline in weeks; beyond it the oldest are dropped. */
const OUTBOX_LIMIT = 200;
/** A session the server refused is tried again once a day (a new release may take it)… */
const RETRY_REFUSED_MS = 24 * 3600_000;
/** …for this long, then let go: the learner's own record of it is on the device all along. */
const KEEP_REFUSED_MS = 30 * 24 * 3600_000;

/** When and why the server last refused a session. */
interface Refusal {
  at: number;
  status: number;
  message: string;
}

/**
 * A finished test waiting for the server: the id of its round in the record (the payload is
 * derived from it when sent), or, queued by an older release, the payload itself.
 */
export type QueuedSession = ({ roundId: string; learnerId?: string | undefined } | (SessionPayload & { session_id: string })) & { refused?: Refusal };

/** A queued session's id: its round's, or the payload's. */
export const queuedId = (entry: QueuedSession) => ('roundId' in entry ? entry.roundId : entry.session_id);

const isQueued = (value: unknown): value is QueuedSession => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.roundId === 'string' || (typeof entry.session_id === 'string' && Array.isArray(entry.questions));
};

/** The queue as stored; anything damaged is left out rather than breaking the page. */
export function readOutbox(): QueuedSession[] {
  const stored = readLocal(OUTBOX_KEY);
  return Array.isArray(stored) ? stored.filter(isQueued) : [];
}

function writeOutbox(queue: readonly QueuedSession[]): void {
  // Storage full or blocked: the session is simply not kept for later.
  if (queue.length === 0) removeLocal(OUTBOX_KEY);
  else writeLocal(OUTBOX_KEY, queue.slice(-OUTBOX_LIMIT));
}

export function enqueue(session: QueuedSession): void {
  writeOutbox([...readOutbox().filter((s) => queuedId(s) !== queuedId(session)), session]);
}

const remove = (id: string) => writeOutbox(readOutbox().filter((s) => queuedId(s) !== id));

const markRefused = (id: string, refusal: Refusal) =>
  writeOutbox(readOutbox().map((s) => (queuedId(s) === id ? { ...s, refused: { ...refusal, at: s.refused?.at ?? refusal.at } } : s)));

type Delivery = 'delivered' | Refusal | 'later';

/** A refusal of this payload as it is (not a request to wait, 408 or 429). */
const refusalOf = (error: unknown, now: number): Refusal | undefined =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
    ? { at: now, status: error.status, message: error.message }
    : undefined;

/**
 * One attempt to deliver a session. The server stores a session id once, so sending it again
 * (a retry after a lost answer, two tabs at once) never counts it twice.
 */
async function deliver({ refused: _, ...entry }: QueuedSession, now: number): Promise<Delivery | 'gone'> {
  let payload: SessionPayload;
  if ('roundId' in entry) {
    await learningRecord.ready();
    const round = learningRecord.getSnapshot().rounds.find((r) => r.id === entry.roundId);
    if (!round) return 'gone'; // the learner reset their progress
    payload = sessionPayloadOfRound(round, entry.learnerId);
  } else payload = entry;
  try {
    await api.post(API_PATHS.sessions, payload);
    return 'delivered';
  } catch (error) {
    return refusalOf(error, now) ?? 'later'; // 'later': offline, the connection dropped, or the server asked to wait
  }
}

/** A refused session waits a day between tries, and is let go after a month. */
function refusedState(session: QueuedSession, now: number): 'try' | 'wait' | 'expired' {
  if (!session.refused) return 'try';
  if (now - session.refused.at > KEEP_REFUSED_MS) return 'expired';
  return now - session.refused.at >= RETRY_REFUSED_MS ? 'try' : 'wait';
}

let flushing: Promise<void> | undefined;

/**
 * Sends every queued session, oldest first; stops at the first that must wait (still offline).
 * A session the server refuses stays queued, never silently deleted (decision 029).
 */
export function flushOutbox(now = Date.now()): Promise<void> {
  flushing ??= (async () => {
    for (const session of readOutbox()) {
      const id = queuedId(session);
      const state = refusedState(session, now);
      if (state === 'wait') continue;
      if (state === 'expired') {
        console.warn('Letting go of a practice session the server refused for a month', id, session.refused?.message);
        remove(id);
        continue;
      }
      const outcome = await deliver(session, now);
      if (outcome === 'later') break;
      if (outcome === 'delivered' || outcome === 'gone') remove(id);
      else {
        console.error('The server refused a recorded practice session; it stays queued', id, outcome.message);
        markRefused(id, outcome);
      }
    }
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}
