import { ALL_CATEGORIES, findCategory, type CategoryCode } from '@shared/categories';

export type CategoryFilter = CategoryCode | typeof ALL_CATEGORIES;

/** The `?category=` value (a code or a slug, any case); anything unknown means all categories. */
export function parseCategoryParam(value: string | null): CategoryFilter {
  return (value && findCategory(value)?.code) || ALL_CATEGORIES;
}

/** The search params for a category: ALL is the default, so it leaves the URL clean. */
export function withCategoryParam(params: URLSearchParams, category: CategoryFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (category === ALL_CATEGORIES) next.delete('category');
  else next.set('category', category);
  return next;
}
