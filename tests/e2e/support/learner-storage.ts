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

/** The learner's record of attempts as saved in IndexedDB (see src/client/lib/learning), oldest first; [] before any. */
export function readRecordAttempts<T = Record<string, unknown>>(page: Page, kind?: 'answer' | 'round' | 'marks-cleared' | 'read'): Promise<T[]> {
  return page.evaluate(async (wanted) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'citizenship-test-prep-record')) return [];
    return new Promise<T[]>((resolve, reject) => {
      const open = indexedDB.open('citizenship-test-prep-record');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result.transaction('attempts').objectStore('attempts').getAll();
        request.onsuccess = () => {
          const all = (request.result as { kind: string; seq: number }[]).filter((a) => !wanted || a.kind === wanted).sort((a, b) => a.seq - b.seq);
          open.result.close();
          resolve(all as T[]);
        };
        request.onerror = () => reject(request.error);
      };
    });
  }, kind);
}

/** What the record derives per question (flashcard mark, counts), keyed by question id. */
export function readQuestionStates(page: Page): Promise<Record<string, { mark: string | null; seen: number; right: number }>> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'citizenship-test-prep-record')) return {};
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('citizenship-test-prep-record');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result.transaction('questions').objectStore('questions').getAll();
        request.onsuccess = () => {
          open.result.close();
          resolve(Object.fromEntries((request.result as { questionId: string; mark: string | null; seen: number; right: number }[]).map((q) => [q.questionId, q])));
        };
        request.onerror = () => reject(request.error);
      };
    });
  });
}
