import { findCategory } from '@shared/categories';
import { useLang } from '../i18n/use-lang';
import { useCategories } from './api';

/**
 * Category names as the bank has them (admins can rename categories), falling back to the
 * seed names while the categories are not known. Every screen shows names through this.
 */
export function useCategoryNames(): (code: string) => string {
  const { data } = useCategories();
  const lang = useLang();
  return (code) => {
    const seed = findCategory(code);
    return data?.find((c) => c.code === code)?.name ?? (seed && (lang === 'fr' ? seed.fr.name : seed.name)) ?? code;
  };
}

export function useCategoryName(code: string | undefined): string {
  const nameOf = useCategoryNames();
  return code ? nameOf(code) : '';
}
