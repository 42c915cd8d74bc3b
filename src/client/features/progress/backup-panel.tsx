import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buildBackup, emptyProgress, mergeProgress, pickProgress, readBackup } from '../../lib/learning/backup';
import { learnerStore } from '../../lib/storage/learner-store';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

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

  const exportProgress = () => {
    const now = new Date();
    download(`citizenship-progress-${now.toISOString().slice(0, 10)}.json`, JSON.stringify(buildBackup(learnerStore.getSnapshot().data, now)));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setOutcome({ tone: 'error', text: t('data.errors.unreadable') });
      return;
    }
    const read = readBackup(text);
    if (!read.ok) {
      setOutcome({ tone: 'error', text: t(`data.errors.${read.reason}`) });
      return;
    }
    await learnerStore.ready();
    learnerStore.update((data) => (replace ? read.progress : mergeProgress(pickProgress(data), read.progress)));
    // "Imported" means stored: a learner who then reloads or opens another page finds it there.
    await learnerStore.flush();
    const { history, answers } = learnerStore.getSnapshot().data;
    setOutcome({ tone: 'success', text: t('data.imported', { tests: history.length, answers: answers.length }) });
  };

  const reset = () => {
    learnerStore.update(() => ({ ...emptyProgress(), testInProgress: null }));
    dialog.current?.close();
    setOutcome({ tone: 'success', text: t('data.resetDone') });
  };

  return (
    <div className={styles.backup}>
      <p>{t('data.lead')}</p>
      <div className={styles.backupActions}>
        <Button onClick={exportProgress}>{t('data.export')}</Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          {t('data.import')}
        </Button>
        <input ref={fileInput} type="file" accept="application/json,.json" className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void importFile(e)} data-testid="import-file" />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        <span>{t('data.replace')}</span>
      </label>
      {outcome && <Alert tone={outcome.tone === 'error' ? 'error' : 'success'}>{outcome.text}</Alert>}
      <div>
        <Button variant="ghost" className={styles.danger} onClick={() => dialog.current?.showModal()}>
          {t('data.reset')}
        </Button>
      </div>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="reset-title" aria-describedby="reset-body">
        <h2 id="reset-title">{t('data.resetTitle')}</h2>
        <p id="reset-body">{t('data.resetBody')}</p>
        <div className={styles.backupActions}>
          <Button variant="secondary" onClick={() => dialog.current?.close()} autoFocus>
            {t('data.cancel')}
          </Button>
          <Button className={styles.dangerSolid} onClick={reset}>
            {t('data.resetConfirm')}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
