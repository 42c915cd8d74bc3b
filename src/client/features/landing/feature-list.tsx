import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n';
import styles from './landing-page.module.css';

const FEATURES = [
  { key: 'format', icon: 'M4 5h16v14H4zM8 9h8M8 13h5' },
  { key: 'official', icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4' },
  { key: 'progress', icon: 'M4 19h16M6 16V10M11 16V6M16 16v-4' },
  { key: 'explanations', icon: 'M12 3a6 6 0 00-3.5 10.9V17h7v-3.1A6 6 0 0012 3zM10 21h4' },
] as const;

export function FeatureList() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title">{t('features.title')}</h2>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.key} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              <svg width="24" height="24" viewBox="0 0 24 24">
                <path d={feature.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h3>{t(`features.items.${feature.key}.title`)}</h3>
            <p>{t(`features.items.${feature.key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
