import { clear, createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval';
import { IDB_NAME, IDB_STORE } from './keys';
import type { RawLearnerData } from './migrations';

/** Where the learner store keeps its sections. */
export interface LearnerBackend {
  /** What is stored, or undefined when nothing is (a first visit). Rejects when storage is blocked. */
  read(): Promise<RawLearnerData | undefined>;
  write(version: number, sections: Record<string, unknown>): Promise<void>;
  /** Keeps a damaged section under another name, so nothing is silently lost. */
  setAside(section: string, value: unknown): Promise<void>;
  /** Removes sections (those an older version kept and a newer one moved elsewhere). */
  remove(sections: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

const VERSION_KEY = 'version';

/** IndexedDB through idb-keyval: one key per section, so a change writes only what changed. */
export function indexedDbBackend(): LearnerBackend {
  let store: UseStore | undefined;
  const db = () => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    store ??= createStore(IDB_NAME, IDB_STORE);
    return store;
  };
  return {
    async read() {
      const all = await entries<string, unknown>(db());
      if (all.length === 0) return undefined;
      const sections = Object.fromEntries(all.filter(([key]) => key !== VERSION_KEY && !key.startsWith('set-aside:')));
      const version = all.find(([key]) => key === VERSION_KEY)?.[1];
      return { version: typeof version === 'number' ? version : 0, sections };
    },
    async write(version, sections) {
      await setMany([[VERSION_KEY, version], ...Object.entries(sections)], db());
    },
    async setAside(section, value) {
      await setMany([[`set-aside:${section}:${Date.now()}`, value]], db());
    },
    async remove(sections) {
      await delMany([...sections], db());
    },
    async clear() {
      await clear(db());
    },
  };
}
