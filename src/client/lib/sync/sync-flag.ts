import { SYNC_FLAG_KEY } from '../storage/keys';
import { readLocal } from '../storage/local-storage';

/** Whether this device syncs, known without opening IndexedDB (so pages that do not sync load nothing). */
export const isSyncOn = (): boolean => readLocal(SYNC_FLAG_KEY) === true;
