import { useEffect, useSyncExternalStore } from 'react';
import { syncEngine, type SyncStatus } from '../../../lib/sync/sync-engine';

const SERVER: SyncStatus = { state: 'loading' };

/** This device's sync status; reading it starts the engine (which syncs at once if it is on). */
export function useSync(): SyncStatus {
  useEffect(() => {
    void syncEngine.start();
  }, []);
  return useSyncExternalStore(syncEngine.subscribe, syncEngine.getSnapshot, () => SERVER);
}
