import { findCategory } from '@shared/categories';
import { useCategories } from './api';

/**
 * Category names as the bank has them (admins can rename categories), falling back to the
 * seed names while the categories are not known. Every screen shows names through this.
 */
export function useCategoryNames(): (code: string) => string {
  const { data } = useCategories();
  return (code) => data?.find((c) => c.code === code)?.name ?? findCategory(code)?.name ?? code;
}

export function useCategoryName(code: string | undefined): string {
  const nameOf = useCategoryNames();
  return code ? nameOf(code) : '';
}
