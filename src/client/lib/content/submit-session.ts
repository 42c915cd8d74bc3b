import type { SessionPayload } from '@shared/contract/sessions';
import { learnerStore } from '../storage/learner-store';
import { enqueue, flushOutbox } from './session-outbox';

/**
 * Records a finished test on the server (anonymous learner id, a session id of its own). The
 * session is queued on the device first, so a test finished offline, or a tab closed before the
 * answer, is sent at the next chance; the results never wait for it.
 */
export async function submitSession(payload: Omit<SessionPayload, 'learner_id' | 'session_id'>): Promise<void> {
  try {
    await learnerStore.ready();
    const learnerId = learnerStore.getSnapshot().data.learnerId ?? undefined;
    enqueue({ ...payload, learner_id: learnerId, session_id: crypto.randomUUID() });
    await flushOutbox();
  } catch (error) {
    console.error('Could not record the practice session', error);
  }
}
