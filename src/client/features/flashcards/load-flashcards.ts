import { randomOrder } from '@shared/rules/reorder';
import type { Question } from '../../lib/content/question';
import type { CategoryFilter } from './category-param';

export interface FlashcardSet {
  questions: Question[];
  /** True when the API failed and the questions bundled with the site are shown. */
  offline: boolean;
}

export interface FlashcardSources {
  fetchQuestions: (category: CategoryFilter) => Promise<Question[]>;
  loadBundled: (category: CategoryFilter) => Promise<Question[]>;
  random?: () => number;
}

/**
 * The questions of a deck: from the API, or when it fails from the bundled bank (shuffled,
 * like the API's random fetch). Throws only when both fail, or when the load was cancelled.
 */
export async function loadFlashcards(category: CategoryFilter, sources: FlashcardSources, signal?: AbortSignal): Promise<FlashcardSet> {
  try {
    return { questions: await sources.fetchQuestions(category), offline: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Questions call failed; using the bundled questions', error);
    const bundled = await sources.loadBundled(category);
    const order = randomOrder(bundled.length, sources.random);
    return { questions: order.map((i) => bundled[i]!), offline: true };
  }
}
