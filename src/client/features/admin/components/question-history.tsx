import type { AdminQuestionRecord } from '@shared/contract/admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useQuestionHistory, useRestoreVersion } from '../api/question-history';
import { serverMessage } from '../api/query-defaults';
import { NAMESPACE } from '../i18n';
import { canRestore } from '../logic/history-view';
import { HistoryEntry, historyTime } from './history-entry';
import { RestoreVersion } from './restore-version';
import styles from './question-history.module.css';

interface Props {
  id: string;
  initiallyOpen?: boolean;
  /** The version the admin has open: given for a question that can be edited, each change offers to restore the version before it. */
  version?: number | undefined;
  onRestored?: (question: AdminQuestionRecord) => void;
}

type Outcome = { tone: 'success' | 'info' | 'error'; text: string };

/** A question's changes, newest first, in a section that loads them when opened. */
export function QuestionHistory({ id, initiallyOpen = false, version, onRestored }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(initiallyOpen);
  const history = useQuestionHistory(id, open);
  const restore = useRestoreVersion();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const regionId = useId();
  const entries = history.data ?? [];
  const restorable = version !== undefined;

  function onConfirm(entryId: number, when: string) {
    restore.mutate(
      { id, entryId, version },
      {
        onSuccess: (question) => {
          setConfirming(null);
          const same = question.version === version;
          setOutcome(same ? { tone: 'info', text: t('history.restoredSame') } : { tone: 'success', text: t('history.restored', { when }) });
          if (!same) onRestored?.(question);
        },
        onError: (error) => {
          setConfirming(null);
          const changed = error instanceof ApiRequestError && error.status === 409;
          setOutcome({ tone: 'error', text: changed ? t('history.restoreChanged') : (serverMessage(error) ?? t('history.restoreFailed')) });
        },
      },
    );
  }

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
          <HistoryEntry key={entry.id} entry={entry}>
            {restorable && canRestore(entry) && (
              <RestoreVersion
                when={historyTime(entry.created_at)}
                confirming={confirming === entry.id}
                busy={restore.isPending}
                onAsk={() => {
                  setOutcome(null);
                  setConfirming(entry.id);
                }}
                onConfirm={() => onConfirm(entry.id, historyTime(entry.created_at))}
                onCancel={() => setConfirming(null)}
              />
            )}
          </HistoryEntry>
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
        {open && outcome && (
          <div className={styles.outcome}>
            <Alert tone={outcome.tone}>{outcome.text}</Alert>
          </div>
        )}
        {open && content}
      </div>
    </section>
  );
}
