import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { intlLocale } from '../../../lib/i18n/languages';
import { newSyncCode, parseSyncCode } from '../../../lib/sync/sync-code';
import { SyncJoinError, syncEngine, type SyncStatus } from '../../../lib/sync/sync-engine';
import { NAMESPACE } from './i18n';
import { SyncQr } from './sync-qr';
import { codeFromHash, syncLink } from './sync-link';
import { useSync } from './use-sync';
import styles from './sync.module.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** "Use your progress on another device": start, join, see, sync now, stop (decision 035). */
export function SyncPanel() {
  const status = useSync();
  const [notice, setNotice] = useState<Notice>(null);
  if (status.state === 'loading') return <div className={styles.panel} aria-busy="true" />;
  return (
    <div className={styles.panel} data-testid="sync-panel" data-sync-state={status.state}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {status.state === 'off' ? <SyncOff ended={status.ended} onNotice={setNotice} /> : <SyncOn status={status} onNotice={setNotice} />}
    </div>
  );
}

function SyncOff({ ended, onNotice }: { ended?: 'deleted-elsewhere' | 'missing'; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState<'start' | 'join' | null>(null);
  const fromLink = useState(() => (typeof window === 'undefined' ? null : codeFromHash(window.location.hash)))[0];
  const [code, setCode] = useState(fromLink ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const start = async () => {
    setBusy('start');
    onNotice(null);
    try {
      await syncEngine.create(newSyncCode());
    } catch {
      onNotice({ tone: 'error', text: t('errors.start') });
    } finally {
      setBusy(null);
    }
  };

  const join = async (event: FormEvent) => {
    event.preventDefault();
    onNotice(null);
    const parsed = parseSyncCode(code);
    if (!parsed.ok) {
      setError(parsed.reason === 'count' ? t('errors.count', { count: parsed.count }) : t('errors.unknown', { words: parsed.unknown.join(', ') }));
      return;
    }
    setError(null);
    setBusy('join');
    try {
      await syncEngine.join(parsed.words);
      if (window.location.hash) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    } catch (caught) {
      setError(t(`errors.${caught instanceof SyncJoinError ? caught.reason : 'server'}`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {ended && <Alert tone="warning">{t(`ended.${ended}`)}</Alert>}
      <p>{t('lead')}</p>
      <p className={styles.muted}>
        {t('private')} <Link to={paths.privacy.getHref()}>{t('privacyLink')}</Link>
      </p>
      {!fromLink && (
        <div className={styles.actions}>
          <Button onClick={() => void start()} disabled={busy !== null}>
            {busy === 'start' ? t('starting') : t('start')}
          </Button>
        </div>
      )}
      <h3>{t('haveCode')}</h3>
      {fromLink && <p>{t('fromLink')}</p>}
      <form className={styles.form} onSubmit={(event) => void join(event)} noValidate>
        <label htmlFor={inputId}>{t('codeLabel')}</label>
        <p id={`${inputId}-hint`} className={styles.hint}>
          {t('codeHint')}
        </p>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        />
        {error && (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant={fromLink ? 'primary' : 'secondary'} disabled={busy !== null}>
            {busy === 'join' ? t('joining') : t('join')}
          </Button>
        </div>
      </form>
    </>
  );
}

function SyncOn({ status, onNotice }: { status: Extract<SyncStatus, { state: 'on' }>; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [qr, setQr] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const when = status.lastSyncAt ? new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(status.lastSyncAt) : null;

  const stop = async () => {
    try {
      await syncEngine.stopAndDelete();
      dialog.current?.close();
      onNotice({ tone: 'success', text: t('stopped') });
    } catch {
      dialog.current?.close();
      onNotice({ tone: 'error', text: t('stopError') });
    }
  };

  return (
    <>
      <p>{t('on')}</p>
      <p role="status" data-testid="sync-status" data-synced-at={status.lastSyncAt ?? undefined}>
        {status.syncing ? t('syncing') : when ? t('lastSynced', { when }) : t('neverSynced')}
      </p>
      {status.problem && <Alert tone="warning">{t(`problems.${status.problem}`)}</Alert>}
      <h3>{t('codeTitle')}</h3>
      <ol className={styles.words} aria-label={t('codeTitle')} data-testid="sync-code" lang="en">
        {status.words.map((word, index) => (
          <li key={index}>{word}</li>
        ))}
      </ol>
      <p className={styles.muted}>{t('codeUse')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setQr(!qr)} aria-expanded={qr}>
          {qr ? t('hideQr') : t('showQr')}
        </Button>
        <Button variant="secondary" onClick={() => void syncEngine.syncNow()} disabled={status.syncing}>
          {t('syncNow')}
        </Button>
      </div>
      {qr && <SyncQr text={syncLink(window.location.origin, window.location.pathname, status.words)} label={t('qrLabel')} />}
      <Button variant="ghost" className={styles.danger} onClick={() => dialog.current?.showModal()}>
        {t('stop')}
      </Button>
      <ConfirmDialog
        dialogRef={dialog}
        title={t('stopTitle')}
        body={t('stopBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('stopConfirm')}
        onConfirm={() => void stop()}
        danger
      />
    </>
  );
}
