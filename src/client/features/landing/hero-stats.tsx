import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n';
import type { LandingFigures } from './landing-figures';
import styles from './landing-page.module.css';
import { formatCount } from '../../lib/i18n/format';

/** The three headline figures; a placeholder keeps their space while loading (no layout shift). */
export function HeroStats({ figures }: { figures: LandingFigures }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = (value: number | undefined) => (value === undefined ? '—' : formatCount(value, i18n.language));
  const items = [
    { key: 'questions', value: figures.totalQuestions, suffix: figures.totalQuestions !== undefined ? '+' : '' },
    { key: 'categories', value: figures.totalCategories, suffix: '' },
    { key: 'perTest', value: figures.questionsPerTest, suffix: '' },
  ];
  return (
    <dl className={styles.stats} aria-label={t('stats.label')} aria-busy={figures.totalQuestions === undefined}>
      {items.map((item) => (
        <div key={item.key} className={styles.stat}>
          <dt className={styles.statLabel}>{t(`stats.${item.key}`)}</dt>
          <dd className={styles.statValue}>
            {format(item.value)}
            {item.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
