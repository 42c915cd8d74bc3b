import { API_PATHS } from '@shared/api-paths';
import type { SessionPayload } from '@shared/contract/sessions';
import { api, ApiRequestError } from '../api-client';
import { OUTBOX_KEY } from '../storage/keys';
import { readLocal, removeLocal, writeLocal } from '../storage/local-storage';

/** More than a learner could take offline in weeks; beyond it the oldest are dropped. */
const OUTBOX_LIMIT = 200;

export type QueuedSession = SessionPayload & { session_id: string };

const isQueued = (value: unknown): value is QueuedSession =>
  typeof value === 'object' && value !== null && typeof (value as QueuedSession).session_id === 'string' && Array.isArray((value as QueuedSession).questions);

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
  writeOutbox([...readOutbox().filter((s) => s.session_id !== session.session_id), session]);
}

const remove = (sessionId: string) => writeOutbox(readOutbox().filter((s) => s.session_id !== sessionId));

type Delivery = 'delivered' | 'refused' | 'later';

/** Refusals that will not change for the same payload: keeping the session would retry forever. */
const isFinalRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * One attempt to deliver a session. The server stores a session id once, so sending it again
 * (a retry after a lost answer, two tabs at once) never counts it twice.
 */
async function deliver(session: QueuedSession): Promise<Delivery> {
  try {
    await api.post(API_PATHS.sessions, session);
    return 'delivered';
  } catch (error) {
    return isFinalRefusal(error) ? 'refused' : 'later'; // 'later': offline, the connection dropped, or the server asked to wait
  }
}

let flushing: Promise<void> | undefined;

/** Sends every queued session, oldest first; stops at the first that must wait (still offline). */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    for (const session of readOutbox()) {
      const outcome = await deliver(session);
      if (outcome === 'later') break;
      if (outcome === 'refused') console.error('The server refused a recorded practice session', session.session_id);
      remove(session.session_id);
    }
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}
