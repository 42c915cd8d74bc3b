import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_CATEGORIES, CATEGORY_DEFINITIONS } from '@shared/categories';
import type { CategoryFilter } from './category-param';
import { NAMESPACE } from './i18n';
import styles from './flashcards-page.module.css';
import { useCategoryNames } from '../../lib/content/use-category-name';

export function CategorySelect({ value, onChange }: { value: CategoryFilter; onChange: (category: CategoryFilter) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const nameOf = useCategoryNames();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('categoryLabel')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as CategoryFilter)}>
        <option value={ALL_CATEGORIES}>{t(`categories.${ALL_CATEGORIES}`, { ns: 'common' })}</option>
        {CATEGORY_DEFINITIONS.map((category) => (
          <option key={category.code} value={category.code}>
            {nameOf(category.code)}
          </option>
        ))}
      </select>
    </div>
  );
}
