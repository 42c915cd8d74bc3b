import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useQuestionHistory } from '../api/question-history';
import { NAMESPACE } from '../i18n';
import { HistoryEntry } from './history-entry';
import styles from './question-history.module.css';

/** A question's changes, newest first, in a section that loads them when opened. */
export function QuestionHistory({ id, initiallyOpen = false }: { id: string; initiallyOpen?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(initiallyOpen);
  const history = useQuestionHistory(id, open);
  const headingId = useId();
  const regionId = useId();
  const entries = history.data ?? [];

  let content;
  if (history.isPending) {
    content = (
      <p role="status" className={styles.state}>
        {t('history.loading')}
      </p>
    );
  } else if (history.isError) {
    content = <Alert tone="error">{t('history.loadFailed')}</Alert>;
  } else if (entries.length === 0) {
    content = <p className={styles.state}>{t('history.empty')}</p>;
  } else {
    content = (
      <ol className={styles.entries} aria-labelledby={headingId}>
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.history}>
      <h3 className={styles.heading} id={headingId}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '▾' : '▸'}
          </span>
          {t('history.title')}
        </button>
      </h3>
      <div id={regionId} hidden={!open} aria-live="polite" className={styles.region}>
        {open && content}
      </div>
    </section>
  );
}
