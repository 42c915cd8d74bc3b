import { useLang } from '../i18n/use-lang';
import { useCategories } from './api';
import type { Category } from './category';
import { fallbackCategories } from './normalise-category';

/**
 * Categories for the learner screens, never empty: the bundled list while the call is in flight
 * (so the page keeps its final layout and only the counts fill in), the live list once loaded,
 * and the bundled list with the given fallback counts if the call fails (docs/spec.md §8).
 */
export function useCategoriesWithFallback(fallbackCounts: Readonly<Record<string, number>>) {
  const query = useCategories();
  const lang = useLang();
  const categories: Category[] = query.data ?? fallbackCategories(query.isError ? fallbackCounts : {}, lang);
  return { categories, countsReady: query.isSuccess || query.isError, usingFallback: query.isError, query };
}
