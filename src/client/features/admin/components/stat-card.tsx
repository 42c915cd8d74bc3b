import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { NAMESPACE } from '../i18n';
import type { AdminTab } from '../logic/admin-tabs';
import styles from './dashboard-tab.module.css';

interface Props {
  label: string;
  value: ReactNode;
  /** What the figure counts, in a sentence. */
  note?: string | undefined;
  /** The tab that lists what the figure counts: the whole card opens it. */
  tab?: AdminTab | undefined;
  onOpenTab: (tab: AdminTab) => void;
}

/** One dashboard figure; with a tab, a button (its name: label and figure) that opens that tab. */
export function StatCard({ label, value, note, tab, onOpenTab }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const figure = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
    </>
  );
  return (
    <Card className={`${styles.stat} ${tab ? styles.linked : ''}`}>
      {tab ? (
        <button type="button" className={styles.open} onClick={() => onOpenTab(tab)}>
          {figure}
          <span className="visually-hidden">{t('dashboard.opensTab', { tab: t(`tabs.${tab}`) })}</span>
        </button>
      ) : (
        <p className={styles.open}>{figure}</p>
      )}
      {note && <p className={styles.statNote}>{note}</p>}
      {tab && (
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      )}
    </Card>
  );
}
