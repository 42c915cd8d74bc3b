import 'fake-indexeddb/auto';
import { set, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { BANK_IDB_NAME, BANK_IDB_STORE } from '../storage/keys';

type OfflineBank = typeof import('./offline-bank');
/** The module as a newly opened page has it: nothing in memory, only what IndexedDB holds. */
async function newPage(): Promise<OfflineBank> {
  vi.resetModules();
  return import('./offline-bank');
}

let offlineQuestions: OfflineBank['offlineQuestions'];
let refreshOfflineBank: OfflineBank['refreshOfflineBank'];
let currentBankQuestions: OfflineBank['currentBankQuestions'];

const bank = (version: string, questions = [buildQuestionRecord(1), buildQuestionRecord(2, { category_code: 'GEO' })]) =>
  new Response(JSON.stringify({ data: questions }), { status: 200, headers: { etag: `"${version}"`, 'content-type': 'application/json' } });
const notModified = () => new Response(null, { status: 304 });
const rawStore = createStore(BANK_IDB_NAME, BANK_IDB_STORE);

beforeEach(async () => {
  await set('en', undefined, rawStore);
  await set('fr', undefined, rawStore);
  ({ offlineQuestions, refreshOfflineBank, currentBankQuestions } = await newPage());
});

describe('the offline copy of the bank', () => {
  it('is stored with the server version, then revalidated with If-None-Match and kept on a 304', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(bank('v1')).mockResolvedValueOnce(notModified());
    expect(await refreshOfflineBank('en', fetchImpl)).toBe('updated');
    expect(new Headers(fetchImpl.mock.calls[0]![1]!.headers).get('if-none-match')).toBeNull();
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/questions');
    expect(await refreshOfflineBank('en', fetchImpl)).toBe('current');
    expect(new Headers(fetchImpl.mock.calls[1]![1]!.headers).get('if-none-match')).toBe('"v1"');
    expect((await offlineQuestions('en'))?.map((q) => q.id)).toEqual(['q-1', 'q-2']);
    // On the device, not only in this page.
    expect((await (await newPage()).offlineQuestions('en'))?.map((q) => q.id)).toEqual(['q-1', 'q-2']);
  });

  it('serves a deck drawn after a refresh from the copy in the page, without reading it back', async () => {
    await refreshOfflineBank('en', async () => bank('v1'));
    await set('en', undefined, rawStore);
    expect((await offlineQuestions('en'))?.map((q) => q.id)).toEqual(['q-1', 'q-2']);
    // The next refresh reads the device again: its copy is gone, so the whole bank is asked for.
    const fetchImpl = vi.fn<typeof fetch>(async () => bank('v2'));
    expect(await refreshOfflineBank('en', fetchImpl)).toBe('updated');
    expect(new Headers(fetchImpl.mock.calls[0]![1]!.headers).get('if-none-match')).toBeNull();
  });

  it('is replaced when the server has a new version (an admin correction reaches the device)', async () => {
    await refreshOfflineBank('en', async () => bank('v1'));
    await refreshOfflineBank('en', async () => bank('v2', [buildQuestionRecord(1, { question: 'Corrected?' })]));
    expect((await offlineQuestions('en'))?.map((q) => q.question)).toEqual(['Corrected?']);
    expect((await (await newPage()).offlineQuestions('en'))?.map((q) => q.question)).toEqual(['Corrected?']);
  });

  it('keeps the old copy when the server fails, and is kept per language', async () => {
    await refreshOfflineBank('en', async () => bank('v1'));
    await expect(refreshOfflineBank('en', async () => new Response('{}', { status: 503 }))).rejects.toThrow('503');
    expect(await offlineQuestions('en')).toHaveLength(2);
    expect(await offlineQuestions('fr')).toBeUndefined();
    const fetchImpl = vi.fn<typeof fetch>(async () => bank('v1'));
    await refreshOfflineBank('fr', fetchImpl);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/questions?lang=fr');
  });

  it('filters a category and leaves out damaged questions; a damaged copy counts as none', async () => {
    await refreshOfflineBank('en', async () => bank('v1', [buildQuestionRecord(1), buildQuestionRecord(2, { category_code: 'GEO' }), { id: 'broken' } as never]));
    expect((await offlineQuestions('en', 'GEO'))?.map((q) => q.id)).toEqual(['q-2']);
    expect((await offlineQuestions('en', 'ALL'))?.map((q) => q.id)).toEqual(['q-1', 'q-2']);
    await set('en', 'not a bank', rawStore);
    expect(await (await newPage()).offlineQuestions('en')).toBeUndefined();
  });

  it('makes one request when a deck and the background sync ask at once', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => bank('v1'));
    expect(await Promise.all([refreshOfflineBank('en', fetchImpl), refreshOfflineBank('en', fetchImpl)])).toEqual(['updated', 'updated']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(await refreshOfflineBank('en', async () => notModified())).toBe('current');
  });

  it('refuses an answer without a version', async () => {
    await expect(refreshOfflineBank('en', async () => new Response(JSON.stringify({ data: [] }), { status: 200 }))).rejects.toThrow('no version');
  });

  it("gives a deck's questions from the copy once it is current, and refuses when it cannot be brought up to date", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(bank('v1')).mockResolvedValueOnce(notModified()).mockRejectedValueOnce(new TypeError('offline'));
    expect((await currentBankQuestions('en', 'GEO', fetchImpl))?.map((q) => q.id)).toEqual(['q-2']);
    expect((await currentBankQuestions('en', 'ALL', fetchImpl))?.map((q) => q.id)).toEqual(['q-1', 'q-2']);
    await expect(currentBankQuestions('en', 'ALL', fetchImpl)).rejects.toThrow('offline');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
