import { randomOrder } from '@shared/rules/reorder';
import type { Question } from '../../lib/content/question';
import type { CategoryFilter } from './category-param';

export interface LoadedQuestions {
  questions: Question[];
  /** True when the API failed and the device's copy of the bank is shown. */
  offline: boolean;
}

export interface FlashcardSources {
  fetchQuestions: (category: CategoryFilter) => Promise<Question[]>;
  /** The device's copy of the bank (see lib/content/offline-bank), undefined when there is none. */
  loadOffline: (category: CategoryFilter) => Promise<Question[] | undefined>;
  random?: () => number;
}

/**
 * The questions of a deck: from the API, or when it fails from the device's copy of the bank
 * (the bank as it was at the last online visit, admin corrections included; shuffled like the
 * API's random fetch). Throws when both fail or there is no copy, or when the load was cancelled.
 */
export async function loadFlashcards(category: CategoryFilter, sources: FlashcardSources, signal?: AbortSignal): Promise<LoadedQuestions> {
  try {
    return { questions: await sources.fetchQuestions(category), offline: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    const copy = await sources.loadOffline(category);
    if (!copy?.length) throw error;
    console.warn('Questions call failed; using the copy of the bank on this device', error);
    const order = randomOrder(copy.length, sources.random);
    return { questions: order.map((i) => copy[i]!), offline: true };
  }
}
