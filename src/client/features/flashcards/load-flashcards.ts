import { randomOrder } from '@shared/rules/reorder';
import type { Question } from '../../lib/content/question';
import type { CategoryFilter } from './category-param';

export interface LoadedQuestions {
  questions: Question[];
  /** True when the API failed and the device's copy of the bank is shown. */
  offline: boolean;
}

export interface FlashcardSources {
  /**
   * The device's copy of the bank brought up to the server's version (a 304 when it is current),
   * then the category's questions from it; rejects when the copy cannot be brought up to date.
   */
  currentCopy: (category: CategoryFilter) => Promise<Question[] | undefined>;
  fetchQuestions: (category: CategoryFilter) => Promise<Question[]>;
  /** The device's copy of the bank as it is (see lib/content/offline-bank), undefined when there is none. */
  loadOffline: (category: CategoryFilter) => Promise<Question[] | undefined>;
  random?: () => number;
}

const shuffled = (copy: Question[], random?: () => number) => randomOrder(copy.length, random).map((i) => copy[i]!);

/**
 * The questions of a deck, shuffled. Online, the device's copy of the bank is first brought up to
 * the server's version and the deck is drawn from it: a repeat visit then costs a 304 instead of
 * the whole deck again. Where there is no copy to use (storage blocked, the refresh failed), the
 * API's random fetch; when that fails too, whatever copy the device has from its last online
 * visit (admin corrections included). Throws when nothing is left, or when the load was cancelled.
 */
export async function loadFlashcards(category: CategoryFilter, sources: FlashcardSources, signal?: AbortSignal): Promise<LoadedQuestions> {
  const current = await sources.currentCopy(category).catch(() => undefined);
  if (signal?.aborted) throw signal.reason;
  if (current?.length) return { questions: shuffled(current, sources.random), offline: false };
  try {
    return { questions: await sources.fetchQuestions(category), offline: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    const copy = await sources.loadOffline(category);
    if (!copy?.length) throw error;
    console.warn('Questions call failed; using the copy of the bank on this device', error);
    return { questions: shuffled(copy, sources.random), offline: true };
  }
}
