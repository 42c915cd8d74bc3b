import { createStore, get, set, type UseStore } from 'idb-keyval';
import { API_PATHS } from '@shared/api-paths';
import type { Lang } from '@shared/constants';
import { BANK_IDB_NAME, BANK_IDB_STORE } from '../storage/keys';
import { normaliseQuestions } from './normalise-question';
import type { Question } from './question';

/** What the device keeps of the bank in one language: the server's version and its questions. */
interface StoredBank {
  version: string;
  questions: unknown[];
}

let store: UseStore | undefined;
const bankStore = () => {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  store ??= createStore(BANK_IDB_NAME, BANK_IDB_STORE);
  return store;
};

function asStoredBank(value: unknown): StoredBank | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, questions } = value as Partial<StoredBank>;
  return typeof version === 'string' && Array.isArray(questions) ? { version, questions } : undefined;
}

/**
 * The copy this page last read or wrote, per language. A deck drawn right after a refresh uses it
 * instead of reading the whole bank back from IndexedDB, which costs a phone tens of milliseconds
 * of main thread. Another tab's newer copy is read at this page's next refresh.
 */
const inPage = new Map<Lang, StoredBank>();

async function readStored(lang: Lang): Promise<StoredBank | undefined> {
  const stored = asStoredBank(await get<unknown>(lang, bankStore()).catch(() => undefined));
  if (stored) inPage.set(lang, stored);
  else inPage.delete(lang);
  return stored;
}

const bankUrl = (lang: Lang) => (lang === 'en' ? API_PATHS.questions : `${API_PATHS.questions}?lang=${lang}`);

export type RefreshOutcome = 'updated' | 'current';

const refreshing = new Map<Lang, Promise<RefreshOutcome>>();

/**
 * Brings the device's copy of the bank up to the server's version: one request that the server
 * answers with 304 and no body when the copy is current, or with the whole bank when an admin
 * has changed anything since. Rejects when offline or when storage is blocked.
 */
export function refreshOfflineBank(lang: Lang, fetchImpl: typeof fetch = fetch): Promise<RefreshOutcome> {
  // A deck being drawn and the background sync may ask at once: one request serves both.
  const running = refreshing.get(lang);
  if (running) return running;
  const refresh = refreshNow(lang, fetchImpl).finally(() => refreshing.delete(lang));
  refreshing.set(lang, refresh);
  return refresh;
}

async function refreshNow(lang: Lang, fetchImpl: typeof fetch): Promise<RefreshOutcome> {
  const stored = await readStored(lang);
  const response = await fetchImpl(bankUrl(lang), {
    headers: { accept: 'application/json', ...(stored ? { 'if-none-match': `"${stored.version}"` } : {}) },
  });
  if (response.status === 304 && stored) return 'current';
  if (!response.ok) throw new Error(`The bank could not be read (${response.status})`);
  const version = response.headers.get('etag')?.replace(/^W\//, '').replaceAll('"', '');
  const body = (await response.json()) as { data?: unknown };
  if (!version || !Array.isArray(body.data)) throw new Error('The bank answer has no version or no questions');
  const copy: StoredBank = { version, questions: body.data };
  // Storing copies the whole bank on the main thread: in a task of its own, not after the parse.
  await new Promise((resolve) => setTimeout(resolve));
  await set(lang, copy, bankStore());
  inPage.set(lang, copy);
  return 'updated';
}

/**
 * The device's copy of the bank in one language, optionally one category, each question
 * validated (a damaged entry is left out, never shown). Undefined when there is no copy.
 */
export async function offlineQuestions(lang: Lang, category?: string): Promise<Question[] | undefined> {
  const stored = inPage.get(lang) ?? (await readStored(lang).catch(() => undefined));
  if (!stored) return undefined;
  const questions = normaliseQuestions(stored.questions);
  return category && category !== 'ALL' ? questions.filter((q) => q.category_code === category.toUpperCase()) : questions;
}
