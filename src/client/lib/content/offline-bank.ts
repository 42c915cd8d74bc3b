import type { Lang } from '@shared/constants';
import { questionsOfCopy, readStoredBank, refreshStoredBank, type RefreshOutcome, type StoredBank } from './bank-copy';
import type { BankWorkerAnswer, BankWorkerRequest } from './bank-worker-messages';
import type { Question } from './question';
import { nextTask } from '../hydration/next-task';

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

/** The bank worker could not be started: the page does the work itself. */
class WorkerUnavailable extends Error {}

type WorkerResult = Exclude<BankWorkerAnswer, { error: string }>;

/** One request to the bank worker (decision 040). */
function askWorker(request: BankWorkerRequest): Promise<WorkerResult> {
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
      reject(new WorkerUnavailable('The bank worker did not start'));
    };
    worker.postMessage(request);
  });
}

/**
 * The refresh (and, with `questionsOf`, a deck's questions) in the bank worker; on the page when
 * the worker cannot start. A refresh that failed in the worker (offline, storage blocked) is not
 * tried again here.
 */
async function refreshInWorker(lang: Lang, questionsOf?: string): Promise<WorkerResult> {
  try {
    const result = await askWorker({ lang, ...(questionsOf === undefined ? {} : { questionsOf }) });
    // The worker wrote IndexedDB: what this page holds may be older.
    if (result.outcome === 'updated') inPage.delete(lang);
    return result;
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    return { outcome: await refreshHere(lang, fetch) };
  }
}

/** Registers a refresh as the one running for its language, until it settles. */
function track(lang: Lang, refresh: Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const tracked = refresh.finally(() => refreshing.delete(lang));
  refreshing.set(lang, tracked);
  return tracked;
}

/**
 * Brings the device's copy of the bank up to the server's version: one request that the server
 * answers with 304 and no body when the copy is current, or with the whole bank when an admin
 * has changed anything since. In a worker where the browser has them (parsing and storing a
 * megabyte of JSON would hold up the page's taps). Rejects when offline or when storage is blocked.
 */
export function refreshOfflineBank(lang: Lang, fetchImpl?: typeof fetch): Promise<RefreshOutcome> {
  // A deck being drawn and the background sync may ask at once: one request serves both.
  return refreshing.get(lang) ?? track(lang, offThread(fetchImpl) ? refreshInWorker(lang).then((result) => result.outcome) : refreshHere(lang, fetchImpl ?? fetch));
}

async function refreshHere(lang: Lang, fetchImpl: typeof fetch): Promise<RefreshOutcome> {
  const stored = await readStored(lang);
  // Storing copies the whole bank on the main thread: in a task of its own, not after the parse.
  const { outcome, copy } = await refreshStoredBank(lang, fetchImpl, stored, nextTask);
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
  const result = refreshInWorker(lang, category);
  await track(lang, result.then((r) => r.outcome));
  return (await result).questions ?? offlineQuestions(lang, category);
}
