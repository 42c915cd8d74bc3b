import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import styles from './pagination.module.css';

export function Pagination({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav className={styles.pagination} aria-label={t('questions.pagination')}>
      <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">←</span> {t('questions.previous')}
      </Button>
      <p className={styles.status} aria-live="polite">
        <span className={styles.page}>{t('questions.pageOf', { page, pages })}</span>{' '}
        <span className={styles.total}>{t('questions.total', { count: total })}</span>
      </p>
      <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('questions.next')} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
