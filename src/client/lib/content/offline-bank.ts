import type { Lang } from '@shared/constants';
import { questionsOfCopy, readStoredBank, refreshStoredBank, type RefreshOutcome, type StoredBank } from './bank-copy';
import type { BankWorkerAnswer, BankWorkerRequest } from './bank-worker-messages';
import type { Question } from './question';

export type { RefreshOutcome } from './bank-copy';

/**
 * The copy this page last read or wrote, per language. A deck drawn right after a refresh uses it
 * instead of reading the whole bank back from IndexedDB, which costs a phone tens of milliseconds
 * of main thread. Another tab's newer copy (or the bank worker's) is read at this page's next refresh.
 */
const inPage = new Map<Lang, StoredBank>();

async function readStored(lang: Lang): Promise<StoredBank | undefined> {
  const stored = await readStoredBank(lang);
  if (stored) inPage.set(lang, stored);
  else inPage.delete(lang);
  return stored;
}

const refreshing = new Map<Lang, Promise<RefreshOutcome>>();

/** Whether the refresh can run in the bank worker: a browser with workers, and no stand-in fetch (unit tests). */
const offThread = (fetchImpl: typeof fetch | undefined) => fetchImpl === undefined && typeof Worker !== 'undefined';

/** One request to the bank worker (decision 040); a worker that fails to start leaves the work to the page. */
function askWorker(request: BankWorkerRequest): Promise<Exclude<BankWorkerAnswer, { error: string }>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bank.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<BankWorkerAnswer>) => {
      done();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      done();
      reject(new Error('The bank worker did not start'));
    };
    worker.postMessage(request);
  });
}

/**
 * Brings the device's copy of the bank up to the server's version: one request that the server
 * answers with 304 and no body when the copy is current, or with the whole bank when an admin
 * has changed anything since. In a worker where the browser has them (parsing and storing a
 * megabyte of JSON would hold up the page's taps). Rejects when offline or when storage is blocked.
 */
export function refreshOfflineBank(lang: Lang, fetchImpl?: typeof fetch): Promise<RefreshOutcome> {
  // A deck being drawn and the background sync may ask at once: one request serves both.
  const running = refreshing.get(lang);
  if (running) return running;
  const refresh = (offThread(fetchImpl) ? refreshInWorker(lang) : refreshHere(lang, fetchImpl ?? fetch)).finally(() => refreshing.delete(lang));
  refreshing.set(lang, refresh);
  return refresh;
}

async function refreshInWorker(lang: Lang): Promise<RefreshOutcome> {
  const { outcome } = await askWorker({ lang }).catch(() => ({ outcome: undefined }));
  if (!outcome) return refreshHere(lang, fetch);
  // The worker wrote IndexedDB: what this page holds may be older.
  if (outcome === 'updated') inPage.delete(lang);
  return outcome;
}

async function refreshHere(lang: Lang, fetchImpl: typeof fetch): Promise<RefreshOutcome> {
  const stored = await readStored(lang);
  // Storing copies the whole bank on the main thread: in a task of its own, not after the parse.
  const { outcome, copy } = await refreshStoredBank(lang, fetchImpl, stored, () => new Promise((resolve) => setTimeout(resolve)));
  inPage.set(lang, copy);
  return outcome;
}

/**
 * The device's copy of the bank in one language, optionally one category, each question
 * validated (a damaged entry is left out, never shown). Undefined when there is no copy.
 */
export async function offlineQuestions(lang: Lang, category?: string): Promise<Question[] | undefined> {
  const stored = inPage.get(lang) ?? (await readStored(lang).catch(() => undefined));
  return stored ? questionsOfCopy(stored, category) : undefined;
}

/**
 * The copy brought up to date, then its questions (one category or all): both in the bank worker
 * where the browser has one, so a deck drawn from a megabyte of JSON costs the page only the
 * questions it receives. Rejects when the copy cannot be brought up to date.
 */
export async function currentBankQuestions(lang: Lang, category: string, fetchImpl?: typeof fetch): Promise<Question[] | undefined> {
  if (!offThread(fetchImpl) || refreshing.has(lang)) {
    await refreshOfflineBank(lang, fetchImpl);
    return offlineQuestions(lang, category);
  }
  let questions: Question[] | undefined;
  const refresh = askWorker({ lang, questionsOf: category }).then(
    (answer) => {
      if (answer.outcome === 'updated') inPage.delete(lang);
      questions = answer.questions;
      return answer.outcome;
    },
    () => refreshHere(lang, fetch),
  );
  refreshing.set(lang, refresh.finally(() => refreshing.delete(lang)));
  await refresh;
  return questions ?? offlineQuestions(lang, category);
}
