import type { RoundAttempt } from '../learning/attempt';
import { learnerStore } from '../storage/learner-store';
import { enqueue, flushOutbox } from './session-outbox';

/**
 * Sends a finished test (a round of the record) to the server's anonymous statistics: queued on
 * the device first under the round's own id, so a test finished offline, or a tab closed before
 * the answer, is sent at the next chance; the results never wait for it.
 */
export async function submitRound(round: RoundAttempt): Promise<void> {
  try {
    await learnerStore.ready();
    enqueue({ roundId: round.id, learnerId: learnerStore.getSnapshot().data.learnerId ?? undefined });
    await flushOutbox();
  } catch (error) {
    console.error('Could not record the practice session', error);
  }
}
