import { useTranslation } from 'react-i18next';
import { PASS_PERCENTAGE } from '@shared/constants';
import type { RoundMode } from '../../lib/learning/attempt';
import { intlLocale } from '../../lib/i18n/languages';
import { NAMESPACE } from './i18n';
import styles from './score-chart.module.css';

/** The chart shows the latest tests (few enough to label each on a phone); the table below it holds them all. */
const CHART_TESTS = 10;

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

const AXIS = [100, PASS_PERCENTAGE, 50, 0];

/**
 * The latest scores as labelled bars (HTML, so text and shapes keep their size at any width), with
 * a value on each bar, its date under it, a percent axis and the pass mark. The table that follows
 * lists the same tests, so the chart itself is hidden from screen readers behind a one-line summary.
 */
export function ScoreChart({ tests }: { tests: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const shown = tests.slice(-CHART_TESTS);
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'short', day: 'numeric' });
  const last = shown.at(-1);
  return (
    <figure className={styles.chart} aria-labelledby="score-chart-caption">
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.axis}>
          {AXIS.map((value) => (
            <span key={value} className={styles.tick} style={{ bottom: `${value}%` }}>
              {value}%
            </span>
          ))}
        </div>
        <div className={styles.area}>
          <span className={styles.passLine} style={{ bottom: `${PASS_PERCENTAGE}%` }} />
          {shown.map((test) => (
            <div key={test.id} className={styles.column}>
              <span className={`${styles.bar} ${test.passed ? styles.pass : styles.fail}`} style={{ height: `${Math.max(2, percentOf(test))}%` }}>
                <span className={styles.value}>{percentOf(test)}</span>
              </span>
            </div>
          ))}
        </div>
        <div className={styles.dates}>
          {shown.map((test) => (
            <span key={test.id}>{day.format(new Date(test.completedAt))}</span>
          ))}
        </div>
      </div>
      <figcaption id="score-chart-caption" className={styles.caption}>
        <span className={styles.passKey} aria-hidden="true" />
        {last && t('history.chartSummary', { count: shown.length, last: percentOf(last), pass: PASS_PERCENTAGE })}
      </figcaption>
    </figure>
  );
}
