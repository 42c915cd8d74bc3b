import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import styles from './bulk-bar.module.css';

export function BulkBar({ count, busy, onShuffle, onClear }: { count: number; busy: boolean; onShuffle: () => void; onClear: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.bar} role="group" aria-label={t('bulk.label')}>
      <p className={styles.count}>{t('bulk.selected', { count })}</p>
      <div className={styles.buttons}>
        <Button size="sm" onClick={onShuffle} disabled={busy}>
          {busy ? t('bulk.shuffling') : t('bulk.shuffle')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
          {t('bulk.clear')}
        </Button>
      </div>
    </div>
  );
}
