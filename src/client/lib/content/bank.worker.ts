/// <reference lib="webworker" />
import { questionsOfCopy, readStoredBank, refreshStoredBank } from './bank-copy';
import type { BankWorkerAnswer, BankWorkerRequest } from './bank-worker-messages';

/**
 * Refreshes the device's copy of the bank off the page's main thread (decision 040): the request,
 * parsing up to a megabyte of JSON, storing it in IndexedDB and, when asked, validating the
 * questions of a deck. The page only receives the result.
 */
self.onmessage = async (event: MessageEvent<BankWorkerRequest>) => {
  const { lang, questionsOf } = event.data;
  try {
    const { outcome, copy } = await refreshStoredBank(lang, fetch, await readStoredBank(lang));
    const answer: BankWorkerAnswer = { outcome, ...(questionsOf === undefined ? {} : { questions: questionsOfCopy(copy, questionsOf) }) };
    self.postMessage(answer);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies BankWorkerAnswer);
  }
};
