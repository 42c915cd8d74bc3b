import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { NAMESPACE } from './i18n';
import styles from './study-page.module.css';

export function QuickOptions({ quickQuizPath }: { quickQuizPath: string }) {
  const { t } = useTranslation(NAMESPACE);
  const options = [
    { key: 'practice', to: paths.practiceTest.getHref(), icon: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3' },
    { key: 'flashcards', to: paths.flashcards.getHref(), icon: 'M4 7h12v12H4zM8 3h12v12' },
    { key: 'guide', to: paths.discoverCanada.getHref(), icon: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM19 19v2H6' },
    { key: 'quiz', to: quickQuizPath, icon: 'M13 2L4 14h7l-1 8 9-12h-7z' },
  ];
  return (
    <ul className={styles.quick}>
      {options.map((option) => (
        <li key={option.key}>
          <Link to={option.to} className={styles.quickLink}>
            <span className={styles.quickIcon} aria-hidden="true">
              <svg width="22" height="22" viewBox="0 0 24 24">
                <path d={option.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
              </svg>
            </span>
            <span>
              <span className={styles.quickTitle}>{t(`quick.${option.key}.title`)}</span>
              <span className={styles.quickBody}>{t(`quick.${option.key}.body`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
