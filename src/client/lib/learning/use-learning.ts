import { useEffect, useSyncExternalStore } from 'react';
import type { LearningSnapshot } from './learning-record';
import { learningRecord } from './record';

const serverSnapshot = learningRecord.getSnapshot();

/**
 * What the learner did, derived from the record. The first render (and the server's) sees the
 * empty record while loading, so pages hydrate without a mismatch and fill in once the device has answered.
 */
export function useLearning(): LearningSnapshot {
  useEffect(() => {
    void learningRecord.ready();
  }, []);
  return useSyncExternalStore(learningRecord.subscribe, learningRecord.getSnapshot, () => serverSnapshot);
}
