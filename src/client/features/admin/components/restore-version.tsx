import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import styles from './question-history.module.css';

interface Props {
  /** When the change was made, as the admin reads it. */
  when: string;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Restore the version before this change", asked once more in place: it writes, so never on one click. */
export function RestoreVersion({ when, confirming, busy, onAsk, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(confirming);
  // The button that was clicked is replaced: keep the keyboard on its replacement.
  useEffect(() => {
    if (confirming !== wasConfirming.current) box.current?.querySelector('button')?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div ref={box} className={styles.restoreBox}>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('history.restoreConfirmLabel')}>
          <p className={styles.confirmText}>{t('history.restoreConfirm')}</p>
          <div className={styles.confirmActions}>
            <Button size="sm" disabled={busy} onClick={onConfirm}>
              {busy ? t('history.restoring') : t('history.restoreYes')}
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
              {t('history.restoreCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="sm" aria-label={t('history.restoreLabel', { when })} onClick={onAsk}>
          {t('history.restore')}
        </Button>
      )}
    </div>
  );
}
