import { useEffect, useSyncExternalStore } from 'react';
import { learnerStore, type LearnerSnapshot } from './learner-store';

const serverSnapshot = learnerStore.getSnapshot();

/**
 * The learner's stored state. The first render (and the server's) sees the empty state while
 * loading, so pages hydrate without a mismatch and fill in once the device has answered.
 */
export function useLearnerSnapshot(): LearnerSnapshot {
  useEffect(() => {
    void learnerStore.ready();
  }, []);
  return useSyncExternalStore(learnerStore.subscribe, learnerStore.getSnapshot, () => serverSnapshot);
}
