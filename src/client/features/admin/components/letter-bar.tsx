import { BALANCE_MAX_PERCENTAGE, BALANCE_MIN_PERCENTAGE } from '@shared/constants';
import type { BalanceStatus } from '@shared/rules/distribution';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { LetterRow } from '../logic/distribution-view';
import styles from './letter-bar.module.css';

const STATUS_CLASS: Record<BalanceStatus, string> = {
  Balanced: styles.balanced!,
  'Too High': styles.high!,
  'Too Low': styles.low!,
};
const STATUS_ICON: Record<BalanceStatus, string> = { Balanced: '✓', 'Too High': '▲', 'Too Low': '▼' };

/** One letter: its share as a bar over the balanced band, and the figures and status as text. */
export function LetterBar({ row }: { row: LetterRow }) {
  const { t } = useTranslation(NAMESPACE);
  const band = { '--band-start': `${BALANCE_MIN_PERCENTAGE}%`, '--band-end': `${BALANCE_MAX_PERCENTAGE}%` } as CSSProperties;
  return (
    <li className={`${styles.row} ${STATUS_CLASS[row.status]}`}>
      <span className={styles.letter}>
        <span aria-hidden="true">{row.letter}</span>
        <span className="visually-hidden">{t('distribution.letter', { letter: row.letter })}</span>
      </span>
      <div className={styles.track} style={band} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${Math.min(100, row.percentage)}%` }} />
      </div>
      <span className={styles.figures}>{t('distribution.share', { count: row.count, percentage: row.percentage })}</span>
      <span className={styles.status}>
        <span aria-hidden="true">{STATUS_ICON[row.status]} </span>
        {t(`distribution.status.${row.status}`)}
      </span>
    </li>
  );
}
