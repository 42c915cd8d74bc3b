import type { ContentSource } from '@shared/page-render';
import { contentKeys } from '../../lib/content/api';
import type { PrefetchedQuery } from '../../lib/content/prefetched-query';
import type { Question } from '../../lib/content/question';
import { parseCategoryParam, type CategoryFilter } from './category-param';

/**
 * How many cards a server-rendered deck starts with; the rest are drawn once the learner starts
 * using the page (see use-flashcard-questions). Five keep the page within a first round trip (20
 * made its HTML 17 KB compressed, more than a new connection's first window carries).
 */
export const FLASHCARD_PREVIEW_SIZE = 5;

export interface FlashcardSet {
  questions: Question[];
  /** True when the API failed and the questions bundled with the site are shown. */
  offline: boolean;
  /** The same for a deck and its growth from preview to full: a new id is a new deck (card 1). */
  deckId: number;
  /** Only the first cards, from the server render; the full deck is still to be fetched. */
  preview?: true;
  /** With a preview: how many cards the full deck has, so the deck says "Card 1 of 148" from the start. */
  total?: number;
}

export const flashcardKey = (category: CategoryFilter) => [...contentKeys.all, 'flashcards', category] as const;

/** The first cards of a random deck, put into the server-rendered page. */
export function flashcardPreviewQuery(source: ContentSource, search: URLSearchParams): PrefetchedQuery {
  const category = parseCategoryParam(search.get('category'));
  const questions = source.sampleQuestions(category, FLASHCARD_PREVIEW_SIZE);
  const total = category === 'ALL' ? source.stats().totalQuestions : source.questionsOf(category).length;
  const data: FlashcardSet = { questions, offline: false, deckId: 0, preview: true, total: Math.max(total, questions.length) };
  return { queryKey: flashcardKey(category), data };
}

/** The preview's cards first, in their order, then the full deck's other cards. */
export function growDeck(preview: FlashcardSet, full: FlashcardSet): FlashcardSet {
  const shown = new Set(preview.questions.map((q) => q.id));
  return { questions: [...preview.questions, ...full.questions.filter((q) => !shown.has(q.id))], offline: full.offline, deckId: preview.deckId };
}
