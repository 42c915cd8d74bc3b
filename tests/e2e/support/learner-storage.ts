import type { Page } from './test';

/** A section of the learner store as saved in the browser's IndexedDB (see src/client/lib/storage). */
export function readStoredSection<T>(page: Page, section: string): Promise<T | undefined> {
  return page.evaluate(async (key) => {
    // Opening a database that does not exist yet would create it empty, without the app's store.
    if (!(await indexedDB.databases()).some((d) => d.name === 'citizenship-test-prep')) return undefined;
    return new Promise<T | undefined>((resolve, reject) => {
      const open = indexedDB.open('citizenship-test-prep');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('learner')) return resolve(undefined);
        const request = db.transaction('learner').objectStore('learner').get(key);
        request.onsuccess = () => resolve(request.result as T | undefined);
        request.onerror = () => reject(request.error);
      };
    });
  }, section);
}

/** Changes a saved section in place (the page must be on the site; reload it to read the change). */
export function updateStoredSection<T>(page: Page, section: string, change: (value: T) => T): Promise<void> {
  return page.evaluate(
    ([key, source]) =>
      new Promise<void>((resolve, reject) => {
        const apply = new Function('value', `return (${source})(value);`) as (value: unknown) => unknown;
        const open = indexedDB.open('citizenship-test-prep');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('learner', 'readwrite').objectStore('learner');
          const request = store.get(key);
          request.onsuccess = () => {
            const put = store.put(apply(request.result), key);
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [section, change.toString()] as const,
  );
}
