import { useTranslation } from 'react-i18next';
import { PASS_PERCENTAGE } from '@shared/constants';
import type { RoundMode } from '../../lib/learning/attempt';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;
/** The chart shows the latest tests; the table below it holds the same points. */
export const CHART_TESTS = 30;

/** A finished round as the history shows it. */
export interface HistoryEntry {
  id: string;
  completedAt: string;
  mode: RoundMode;
  correct: number;
  total: number;
  passed: boolean;
}

export const percentOf = (test: HistoryEntry) => Math.round((100 * test.correct) / Math.max(1, test.total));

/** Scores of the latest tests as a line, with the pass mark; its text alternative is the table that follows it. */
export function ScoreChart({ tests }: { tests: readonly HistoryEntry[] }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = tests.slice(-CHART_TESTS);
  const x = (i: number) => (shown.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (shown.length - 1));
  const y = (percent: number) => HEIGHT - PAD - (percent * (HEIGHT - 2 * PAD)) / 100;
  const points = shown.map((test, i) => `${x(i).toFixed(1)},${y(percentOf(test)).toFixed(1)}`).join(' ');
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('history.chartLabel', { count: shown.length })} preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={y(PASS_PERCENTAGE)} y2={y(PASS_PERCENTAGE)} className={styles.passLine} />
        <polyline points={points} className={styles.scoreLine} />
        {shown.map((test, i) => (
          <circle key={`${test.completedAt}-${i}`} cx={x(i)} cy={y(percentOf(test))} r={4} className={test.passed ? styles.pointPass : styles.pointFail} />
        ))}
      </svg>
      <figcaption className={styles.chartCaption}>
        <span className={styles.passKey} aria-hidden="true" /> {t('history.passLine')}
      </figcaption>
    </figure>
  );
}
