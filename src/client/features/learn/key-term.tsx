import { createContext, useContext, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonChapter } from '@shared/contract/lessons';
import { paths } from '../../config/paths';
import { NAMESPACE } from './i18n';
import styles from './key-term.module.css';

/** The definitions of the key terms marked on the page, and the section being read (for "where it is taught"). */
export const TermsContext = createContext<{ definitions: LessonChapter['definitions']; here: { slug: string; section: string } | null }>({ definitions: {}, here: null });

/**
 * A key term in running text: a button that shows its definition just after it, in the reading
 * order (a screen reader reads it next; Escape or the button again closes it). A term defined in
 * another section links there.
 */
export function KeyTerm({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { definitions, here } = useContext(TermsContext);
  const [open, setOpen] = useState(false);
  const definitionId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const entry = definitions[id];
  if (!entry) return <>{text}</>;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const taughtElsewhere = !here || here.slug !== entry.slug || here.section !== entry.section;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.term}
        aria-expanded={open}
        aria-controls={definitionId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={closeOnEscape}
        title={t('term.show')}
      >
        {text}
      </button>
      <span
        id={definitionId}
        className={styles.definition}
        hidden={!open}
        onKeyDown={closeOnEscape}
      >
        <strong className={styles.name}>{entry.term}: </strong>
        {entry.definition}
        {taughtElsewhere && (
          <>
            {' '}
            <Link to={paths.learnChapter.getHref(entry.slug, entry.section)}>{t('term.whereTaught')}</Link>
          </>
        )}
      </span>
    </>
  );
}
