import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUESTIONS_PER_TEST } from '@shared/constants';
import { paths } from '../../../config/paths';
import { NAMESPACE } from '../i18n';
import styles from './results.module.css';

const LINKS = [
  { key: 'practice', to: paths.practice.getHref() },
  { key: 'study', to: paths.study.getHref() },
  { key: 'flashcards', to: paths.flashcards.getHref() },
  { key: 'categories', to: paths.categories.getHref() },
] as const;

export function KeepStudying() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav className={styles.keep} aria-labelledby="keep-title">
      <h2 id="keep-title" className={styles.keepTitle}>
        {t('results.keepStudying')}
      </h2>
      <ul className={styles.keepList}>
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.keepLink}>
              <span className={styles.keepName}>{t(`results.links.${link.key}`)}</span>
              <span className={styles.keepBody}>{t(`results.links.${link.key}Body`, { count: QUESTIONS_PER_TEST })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
