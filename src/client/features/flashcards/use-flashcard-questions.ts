import { useQuery } from '@tanstack/react-query';
import { FLASHCARD_FETCH_LIMIT } from '../../config/constants';
import { contentKeys, fetchQuestions } from '../../lib/content/api';
import { loadBundledQuestions } from '../../lib/content/bundled-questions';
import type { CategoryFilter } from './category-param';
import { loadFlashcards } from './load-flashcards';

/** A deck's questions: a random fetch of up to 1000 (spec section 7), with the bundled fallback. */
export function useFlashcardQuestions(category: CategoryFilter) {
  return useQuery({
    queryKey: [...contentKeys.all, 'flashcards', category],
    queryFn: ({ signal }) =>
      loadFlashcards(
        category,
        {
          fetchQuestions: (c) => fetchQuestions({ category: c, limit: FLASHCARD_FETCH_LIMIT, random: true }, signal),
          loadBundled: loadBundledQuestions,
        },
        signal,
      ),
    // The bundled questions already are the second attempt.
    retry: false,
  });
}
