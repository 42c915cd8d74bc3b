import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { OfflineIndicator } from '../app-status/offline-indicator';
import { HelpLanguageMenu } from '../help-language/help-language-menu';
import { LanguageSwitch } from '../language/language-switch';
import { DesktopNav } from './desktop-nav';
import { MobileDrawer } from './mobile-drawer';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 64 64" className={styles.leaf}>
            <path
              fill="currentColor"
              d="M32 4l4 10 7-4-2 14 8-7 1 6 8-1-3 9 3 2-14 10 1 6-12-2v13h-2V47l-12 2 1-6-14-10 3-2-3-9 8 1 1-6 8 7-2-14 7 4z"
            />
          </svg>
          <span>{t('brand.name')}</span>
        </Link>
        <DesktopNav />
        <HelpLanguageMenu className={styles.helpLanguage} />
        <LanguageSwitch className={styles.languageSwitch} compact />
        <Link to={paths.practice.getHref()} className={styles.cta}>
          {t('nav.startPractice')}
        </Link>
        <MobileDrawer />
      </div>
      <OfflineIndicator />
    </header>
  );
}
