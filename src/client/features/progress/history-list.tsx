import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n';
import { percentOf, ScoreChart, type HistoryEntry } from './score-chart';
import styles from './progress.module.css';
import { intlLocale } from '../../lib/i18n/languages';

const LATEST = 10;

/** The score history: a chart of the latest tests with the same points as a table, then the list (latest first). */
export function HistoryList({ history }: { history: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [all, setAll] = useState(false);
  if (history.length === 0) return <p className={styles.muted}>{t('history.none')}</p>;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const latestFirst = [...history].reverse();
  const listed = all ? latestFirst : latestFirst.slice(0, LATEST);
  const row = (test: HistoryEntry) => (
    <tr key={test.id}>
      <td>{date.format(new Date(test.completedAt))}</td>
      <td>{t(`history.kinds.${test.mode}`)}</td>
      <td>
        {test.correct}/{test.total} ({percentOf(test)}%)
      </td>
      <td>{test.passed ? t('history.passed') : t('history.failed')}</td>
    </tr>
  );
  const head = (
    <thead>
      <tr>
        <th scope="col">{t('history.date')}</th>
        <th scope="col">{t('history.kind')}</th>
        <th scope="col">{t('history.score')}</th>
        <th scope="col">{t('history.result')}</th>
      </tr>
    </thead>
  );
  return (
    <>
      <ScoreChart tests={history} />
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="history-table">
          {head}
          <tbody>{listed.map(row)}</tbody>
        </table>
      </div>
      {history.length > LATEST && (
        <button type="button" className={styles.linkButton} onClick={() => setAll((v) => !v)}>
          {all ? t('history.showFewer') : t('history.showAll', { count: history.length })}
        </button>
      )}
    </>
  );
}
