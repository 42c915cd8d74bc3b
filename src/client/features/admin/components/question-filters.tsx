import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import { activeFilterCount, type ListFilters } from '../logic/list-filters';
import { QuestionFilterFields } from './question-filter-fields';
import form from './form.module.css';
import styles from './question-filters.module.css';

interface Props {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** On a phone the filters wait behind a Filters button, so the questions start on the first screen. */
  narrow: boolean;
}

export function QuestionFilters({ filters, onChange, narrow }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(filters);

  const search = (
    <div className={`${form.field} ${styles.search}`}>
      <label className={form.label} htmlFor={`${id}-search`}>
        {t('questions.search')}
      </label>
      <input
        id={`${id}-search`}
        className={form.control}
        type="search"
        value={filters.search}
        placeholder={t('questions.searchPlaceholder')}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
    </div>
  );

  if (!narrow) {
    return (
      <form className={styles.filters} role="search" onSubmit={(e) => e.preventDefault()}>
        {search}
        <QuestionFilterFields id={id} filters={filters} onChange={onChange} />
      </form>
    );
  }
  return (
    <form className={styles.narrow} role="search" onSubmit={(e) => e.preventDefault()}>
      <div className={styles.searchRow}>
        {search}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-drawer`}
          onClick={() => setOpen(!open)}
        >
          {t('questions.filters')}{' '}
          {active > 0 && <span className={styles.count}>{t('questions.filtersActive', { count: active })}</span>}
        </button>
      </div>
      <div id={`${id}-drawer`} className={styles.drawer} hidden={!open}>
        {open && <QuestionFilterFields id={id} filters={filters} onChange={onChange} />}
        <Button
          variant="secondary"
          size="sm"
          className={styles.done}
          onClick={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          {t('questions.filtersDone')}
        </Button>
      </div>
    </form>
  );
}
