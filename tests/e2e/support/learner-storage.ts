import type { Page } from './test';

/** A section of the learner store as saved in the browser's IndexedDB (see src/client/lib/storage). */
export function readStoredSection<T>(page: Page, section: string): Promise<T | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('citizenship-test-prep');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('learner')) return resolve(undefined);
          const request = db.transaction('learner').objectStore('learner').get(key);
          request.onsuccess = () => resolve(request.result as T | undefined);
          request.onerror = () => reject(request.error);
        };
      }),
    section,
  );
}
