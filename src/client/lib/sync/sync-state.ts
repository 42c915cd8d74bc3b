import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { SYNC_FLAG_KEY, SYNC_IDB_NAME } from '../storage/keys';
import { removeLocal, writeLocal } from '../storage/local-storage';
import { isSyncOn } from './sync-flag';

/** What this device keeps to sync: the code (to show it again), what it derives, and how far it got. */
export interface SyncState {
  words: string[];
  id: string;
  token: string;
  /** The AES-GCM key, stored as a non-extractable CryptoKey (IndexedDB keeps it as it is). */
  key: CryptoKey;
  /** The highest chunk sequence number merged here. */
  mergedThrough: number;
  /** Chunks this device sent that are later than `mergedThrough` (not downloaded back). */
  ownChunks: number[];
  /** The local record's sequence number up to which attempts were sent. */
  sentThrough: number;
  /** A chunk held attempts this release cannot read (a newer release's): this device never compacts. */
  sawUnknown: boolean;
  lastSyncAt: number | null;
}

let store: UseStore | undefined;
const db = () => (store ??= createStore(SYNC_IDB_NAME, 'sync'));
const STATE_KEY = 'state';


export async function readSyncState(): Promise<SyncState | undefined> {
  const state = await get<SyncState>(STATE_KEY, db());
  if (!state && isSyncOn()) removeLocal(SYNC_FLAG_KEY);
  return state;
}

export async function writeSyncState(state: SyncState): Promise<void> {
  await set(STATE_KEY, state, db());
  writeLocal(SYNC_FLAG_KEY, true);
}

export async function forgetSyncState(): Promise<void> {
  removeLocal(SYNC_FLAG_KEY);
  await del(STATE_KEY, db());
}
