import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}
