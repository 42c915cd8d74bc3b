import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FLASHCARD_FETCH_LIMIT } from '../../config/constants';
import { fetchQuestions } from '../../lib/content/api';
import type { Lang } from '@shared/constants';
import { useLang } from '../../lib/i18n/use-lang';
import { currentBankQuestions, offlineQuestions } from '../../lib/content/offline-bank';
import type { CategoryFilter } from './category-param';
import { flashcardKey, growDeck, type FlashcardSet } from './flashcard-preview';
import { loadFlashcards } from './load-flashcards';

let decksLoaded = 0;

const loadDeck = async (category: CategoryFilter, lang: Lang, signal: AbortSignal): Promise<FlashcardSet> => ({
  ...(await loadFlashcards(
    category,
    {
      currentCopy: (c) => currentBankQuestions(lang, c),
      fetchQuestions: (c) => fetchQuestions({ category: c, limit: FLASHCARD_FETCH_LIMIT, random: true }, lang, signal),
      loadOffline: (c) => offlineQuestions(lang, c),
    },
    signal,
  )),
  deckId: (decksLoaded += 1),
});

/**
 * A deck's questions, shuffled on the device from its copy of the bank once that copy is current
 * (decision 021); a random fetch of up to 1000 (docs/spec.md §7) when there is no copy to use.
 * A server-rendered page starts with a preview of the first cards; once `drawRest` is true the rest
 * of the deck is fetched and added behind them, without moving the learner off the card on show.
 * `restFailed` is true when that failed and the deck stays the preview.
 */
export function useFlashcardQuestions(category: CategoryFilter, drawRest: boolean) {
  const queryClient = useQueryClient();
  const key = flashcardKey(category);
  // The deck is drawn once, in the page's language; a switch of language changes its texts only.
  const lang = useLang();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadDeck(category, lang, signal),
    // The device's copy of the bank already is the second attempt, and it works offline:
    // the query must run even when the browser says the network is gone.
    retry: false,
    networkMode: 'always',
  });
  const rest = useQuery({
    queryKey: [...key, 'rest'],
    enabled: drawRest && query.data?.preview === true,
    retry: false,
    queryFn: async ({ signal }) => {
      const full = await loadDeck(category, lang, signal);
      queryClient.setQueryData<FlashcardSet>(key, (current) => (current?.preview ? growDeck(current, full) : current));
      return full.questions.length;
    },
  });
  return { query, restFailed: rest.isError };
}
