import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { BACKUP_MAX_BYTES, buildBackup } from '../../lib/learning/backup';
import { readBackupOffThread, yieldToPage } from '../../lib/learning/read-backup-off-thread';
import { learningRecord } from '../../lib/learning/record';
import { learnerStore } from '../../lib/storage/learner-store';
import { isSyncOn } from '../../lib/sync/sync-flag';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

type Outcome = { tone: 'success' | 'error' | 'info'; text: string } | null;

/** Attempts merged per step of an import: the page stays responsive between steps. */
const IMPORT_CHUNK = 2000;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export, import (merge or replace) and reset, with a clear message for each outcome. */
export function BackupPanel() {
  const { t } = useTranslation(NAMESPACE);
  const [replace, setReplace] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [syncing, setSyncing] = useState(false);

  const exportProgress = async () => {
    const now = new Date();
    await learnerStore.ready();
    const backup = buildBackup(await learningRecord.attempts(), learnerStore.getSnapshot().data.goal, now);
    download(`citizenship-progress-${now.toISOString().slice(0, 10)}.json`, JSON.stringify(backup));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > BACKUP_MAX_BYTES) {
      setOutcome({ tone: 'error', text: t('data.errors.tooBig', { max: Math.round(BACKUP_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    setOutcome({ tone: 'info', text: t('data.importing') });
    let text: string;
    try {
      text = await file.text();
    } catch {
      setOutcome({ tone: 'error', text: t('data.errors.unreadable') });
      return;
    }
    const read = await readBackupOffThread(text);
    if (!read.ok) {
      setOutcome({ tone: 'error', text: t(`data.errors.${read.reason}`, { max: Math.round(BACKUP_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    try {
      await learnerStore.ready();
      for (let i = 0; i < read.attempts.length; i += IMPORT_CHUNK) {
        await learningRecord.merge(read.attempts.slice(i, i + IMPORT_CHUNK));
        await yieldToPage();
      }
      // Replacing: the file is all in first, then what is not in it goes (a failure half way loses nothing).
      if (replace) await learningRecord.retainOnly(new Set(read.attempts.map((a) => a.id)));
      if (read.goal && (replace || read.goal.testDate)) learnerStore.update(() => ({ goal: read.goal! }));
      // "Imported" means stored: a learner who then reloads or opens another page finds it there.
      await learnerStore.flush();
      const rounds = read.attempts.filter((a) => a.kind === 'round').length;
      const answers = read.attempts.filter((a) => a.kind === 'answer').length;
      setOutcome({ tone: 'success', text: t('data.imported', { tests: t('data.importedTests', { count: rounds }), answers: t('data.importedAnswers', { count: answers }) }) });
    } catch (error) {
      console.error('Import failed', error);
      setOutcome({ tone: 'error', text: t('data.errors.storage') });
    }
  };

  const reset = async () => {
    // This device leaves its sync space first: the other devices keep the progress they share.
    if (isSyncOn()) await (await import('../../lib/sync/sync-engine')).syncEngine.leave();
    await learningRecord.clear();
    learnerStore.update(() => ({ testInProgress: null, goal: { testDate: null } }));
    dialog.current?.close();
    setOutcome({ tone: 'success', text: t('data.resetDone') });
  };

  return (
    <div className={styles.backup}>
      <p>{t('data.lead')}</p>
      <div className={styles.backupActions}>
        <Button onClick={() => void exportProgress()}>{t('data.export')}</Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          {t('data.import')}
        </Button>
        <input ref={fileInput} type="file" accept="application/json,.json" className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void importFile(e)} data-testid="import-file" />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        <span>{t('data.replace')}</span>
      </label>
      {outcome && (
        <Alert tone={outcome.tone === 'error' ? 'error' : outcome.tone === 'info' ? 'info' : 'success'}>
          {outcome.text}
        </Alert>
      )}
      <div>
        <Button
          variant="ghost"
          className={styles.danger}
          onClick={() => {
            setSyncing(isSyncOn());
            dialog.current?.showModal();
          }}
        >
          {t('data.reset')}
        </Button>
      </div>
      <ConfirmDialog
        dialogRef={dialog}
        title={t('data.resetTitle')}
        body={syncing ? `${t('data.resetBody')} ${t('data.resetSync')}` : t('data.resetBody')}
        cancelLabel={t('data.cancel')}
        confirmLabel={t('data.resetConfirm')}
        onConfirm={() => void reset()}
        danger
      />
    </div>
  );
}
