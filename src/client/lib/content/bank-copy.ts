import { createStore, get, set, type UseStore } from 'idb-keyval';
import { API_PATHS } from '@shared/api-paths';
import type { Lang } from '@shared/constants';
import { BANK_IDB_NAME, BANK_IDB_STORE } from '../storage/keys';
import { normaliseQuestions } from './normalise-question';
import type { Question } from './question';

/**
 * The device's copy of the bank in IndexedDB (decision 021): what the page and the bank worker
 * (decision 040) share. Nothing here touches the page: it runs in either.
 */

/** What the device keeps of the bank in one language: the server's version and its questions. */
export interface StoredBank {
  version: string;
  questions: unknown[];
}

export type RefreshOutcome = 'updated' | 'current';

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

export async function readStoredBank(lang: Lang): Promise<StoredBank | undefined> {
  return asStoredBank(await get<unknown>(lang, bankStore()).catch(() => undefined));
}

const bankUrl = (lang: Lang) => (lang === 'en' ? API_PATHS.questions : `${API_PATHS.questions}?lang=${lang}`);

/**
 * Brings the stored copy up to the server's version: one request that the server answers with 304
 * and no body when the copy is current, or with the whole bank when an admin has changed anything
 * since. Gives the copy as it now is. Rejects when offline or when storage is blocked.
 */
export async function refreshStoredBank(lang: Lang, fetchImpl: typeof fetch, stored: StoredBank | undefined, beforeStoring?: () => Promise<void>): Promise<{ outcome: RefreshOutcome; copy: StoredBank }> {
  const response = await fetchImpl(bankUrl(lang), {
    headers: { accept: 'application/json', ...(stored ? { 'if-none-match': `"${stored.version}"` } : {}) },
  });
  if (response.status === 304 && stored) return { outcome: 'current', copy: stored };
  if (!response.ok) throw new Error(`The bank could not be read (${response.status})`);
  const version = response.headers.get('etag')?.replace(/^W\//, '').replaceAll('"', '');
  const body = (await response.json()) as { data?: unknown };
  if (!version || !Array.isArray(body.data)) throw new Error('The bank answer has no version or no questions');
  const copy: StoredBank = { version, questions: body.data };
  await beforeStoring?.();
  await set(lang, copy, bankStore());
  return { outcome: 'updated', copy };
}

/** A copy's questions, optionally one category's, each validated (a damaged entry is left out, never shown). */
export function questionsOfCopy(copy: StoredBank, category?: string): Question[] {
  const questions = normaliseQuestions(copy.questions);
  return category && category !== 'ALL' ? questions.filter((q) => q.category_code === category.toUpperCase()) : questions;
}
