import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import styles from './practice-start.module.css';

/** "Start Practice Test" (or another label), which shows progress (and ignores clicks) while the questions load. */
export function StartButton({ loading, disabled = false, label, onStart }: { loading: boolean; disabled?: boolean; label?: string; onStart: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button
      size="lg"
      onClick={loading ? undefined : onStart}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      icon={loading ? <span className={styles.spinner} aria-hidden="true" /> : undefined}
    >
      {loading ? t('start.loading') : (label ?? t('start.startButton'))}
    </Button>
  );
}
