import { useCategories } from './api';
import type { Category } from './model';
import { fallbackCategories } from './normalise-category';

/**
 * Categories for the study screens: the live list, or the bundled one with the given
 * fallback counts when the call fails (spec: "Categories call fails → fallback categories used").
 */
export function useCategoriesWithFallback(fallbackCounts: Readonly<Record<string, number>>) {
  const query = useCategories();
  const categories: Category[] | undefined = query.data ?? (query.isError ? fallbackCategories(fallbackCounts) : undefined);
  return { categories, usingFallback: query.isError, query };
}
