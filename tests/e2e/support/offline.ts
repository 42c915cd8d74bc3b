import { waitForHydration } from './navigate';
import { expect, type Page } from './test';

/**
 * Waits until the service worker is active (its precache complete), then reloads so it controls
 * the page. Needs `test.use({ serviceWorkers: 'allow' })`.
 */
export async function installOfflineApp(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}


/** The version of the bank the page's device keeps in one language, or null when it has none. */
export function storedBankVersion(page: Page, lang: 'en' | 'fr'): Promise<string | null> {
  return page.evaluate(
    async (key) => {
      // Opening a database that does not exist would create it empty, without the app's store.
      if (!(await indexedDB.databases()).some((d) => d.name === 'citizenship-test-prep-bank')) return null;
      return new Promise<string | null>((resolve) => {
        const open = indexedDB.open('citizenship-test-prep-bank');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('bank')) return resolve(null);
          const read = db.transaction('bank').objectStore('bank').get(key);
          read.onsuccess = () => resolve((read.result as { version?: string } | undefined)?.version ?? null);
          read.onerror = () => resolve(null);
        };
      });
    },
    lang,
  );
}

/** The finished tests waiting on the device to be sent (each the id of its round in the record). */
export function outbox(page: Page): Promise<{ roundId: string }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('ca_session_outbox') ?? '[]') as { roundId: string }[]);
}
