import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { HelpLanguageList } from '../help-language/help-language-menu';
import { LanguageSwitch } from '../language/language-switch';
import { NAV_GROUPS } from './nav-items';
import styles from './header.module.css';

/**
 * Below the drawer breakpoint the menus collapse into this drawer: a native modal <dialog>, so
 * the browser keeps focus inside it, makes the page behind it inert and closes it on Escape.
 * A click on the backdrop and any navigation close it too.
 */
export function MobileDrawer() {
  const { t } = useTranslation();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const helpTitle = useId();
  // Remember where the drawer was opened: any navigation changes the key and so closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // The dialog fills the screen; a click that lands on the dialog itself is on its backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpenedAt(null);
  };

  return (
    <>
      <button type="button" className={styles.drawerTrigger} aria-label={t('nav.openMenu')} aria-haspopup="dialog" onClick={() => setOpenedAt(location.key)}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog ref={dialog} className={styles.drawerDialog} aria-labelledby="drawer-title" onClose={() => setOpenedAt(null)} onClick={onClick}>
        <div className={styles.drawer}>
          <div className={styles.drawerHeader}>
            <h2 id="drawer-title" className={styles.drawerTitle}>
              {t('nav.menuTitle')}
            </h2>
            <button type="button" className={styles.drawerClose} aria-label={t('nav.closeMenu')} onClick={() => setOpenedAt(null)}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label={t('nav.label')}>
            <Link to={paths.home.getHref()} className={styles.drawerLink}>
              {t('nav.home')}
            </Link>
            {NAV_GROUPS.map((group) => (
              <section key={group.labelKey} className={styles.drawerGroup}>
                <h3 className={styles.drawerGroupTitle}>{t(group.labelKey)}</h3>
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
            <LanguageSwitch className={styles.drawerLink} />
          </nav>
          <section className={styles.drawerHelp} aria-labelledby={helpTitle}>
            <HelpLanguageList titleId={helpTitle} />
          </section>
        </div>
      </dialog>
    </>
  );
}
