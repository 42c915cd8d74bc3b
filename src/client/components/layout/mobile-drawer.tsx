import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { NAV_GROUPS } from './nav-items';
import styles from './header.module.css';

/** Below the drawer breakpoint the menus collapse into this drawer (outside click, Escape and navigation close it). */
export function MobileDrawer() {
  const { t } = useTranslation();
  const location = useLocation();
  // Remember where the drawer was opened: any navigation changes the key and so closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenedAt(next ? location.key : null)}>
      <Dialog.Trigger className={styles.drawerTrigger} aria-label={t('nav.openMenu')}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.drawerOverlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <Dialog.Title className={styles.drawerTitle}>{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close className={styles.drawerClose} aria-label={t('nav.closeMenu')}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <Link to={paths.home.getHref()} className={styles.drawerLink}>
              {t('nav.home')}
            </Link>
            {NAV_GROUPS.map((group) => (
              <section key={group.labelKey} className={styles.drawerGroup}>
                <h2 className={styles.drawerGroupTitle}>{t(group.labelKey)}</h2>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={styles.drawerLink}>
                        {t(item.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
