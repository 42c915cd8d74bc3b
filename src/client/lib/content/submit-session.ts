import { API_PATHS } from '@shared/api-paths';
import type { SessionPayload } from '@shared/contract/sessions';
import { api } from '../api-client';
import { learnerStore } from '../storage/learner-store';

/** POST /api/sessions with the anonymous learner id; failures are only logged (spec). */
export async function submitSession(payload: Omit<SessionPayload, 'learner_id'>): Promise<void> {
  try {
    await learnerStore.ready();
    const learnerId = learnerStore.getSnapshot().data.learnerId ?? undefined;
    await api.post(API_PATHS.sessions, { ...payload, learner_id: learnerId });
  } catch (error) {
    console.error('Could not record the practice session', error);
  }
}
