import { CATEGORY_CODES, type CategoryCode } from '@shared/categories';
import { useTranslation } from 'react-i18next';
import { useAdminCategories } from '../api/categories';

export interface CategoryChoice {
  code: CategoryCode;
  name: string;
}

/** The categories as the server names them now; the built-in names until they arrive. */
export function useCategoryChoices(): CategoryChoice[] {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  if (categories.data && categories.data.length > 0) {
    return [...categories.data].sort((a, b) => a.display_order - b.display_order).map((c) => ({ code: c.code, name: c.name }));
  }
  return CATEGORY_CODES.map((code) => ({ code, name: t(`categories.${code}`) }));
}
