import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_GROUPS } from './nav-items';
import styles from './header.module.css';

export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={styles.desktopNav}>
      {NAV_GROUPS.map((group) => (
        <DropdownMenu.Root key={group.labelKey} modal={false}>
          <DropdownMenu.Trigger className={styles.menuTrigger}>
            {t(group.labelKey)}
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
              <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menuContent} align="start" sideOffset={6}>
              {group.items.map((item) => (
                <DropdownMenu.Item key={item.to} asChild className={styles.menuItem}>
                  <Link to={item.to}>{t(item.labelKey)}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ))}
    </nav>
  );
}
