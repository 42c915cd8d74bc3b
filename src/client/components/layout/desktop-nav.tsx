import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCloseOutside } from '../ui/use-close-outside';
import { NAV_GROUPS } from './nav-items';
import styles from './header.module.css';

/**
 * The header menus as a disclosure navigation (a button per group showing a list of links):
 * the pattern WAI-ARIA recommends for site navigation, in a few lines instead of a menu library.
 * Escape closes the open group and returns focus to its button; a click or focus outside and
 * any navigation close it too.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  const { key } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // The open group and the location it was opened at: navigating elsewhere closes it.
  const [open, setOpen] = useState<{ group: string; at: string } | null>(null);
  const openGroup = open?.at === key ? open.group : null;

  useCloseOutside(nav, openGroup !== null, () => setOpen(null));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !openGroup) return;
    setOpen(null);
    document.getElementById(`${openGroup}-button`)?.focus();
  };

  return (
    <nav ref={nav} aria-label={t('nav.label')} className={styles.desktopNav} onKeyDown={onKeyDown}>
      <ul className={styles.menuBar}>
        {NAV_GROUPS.map((group) => {
          const id = group.labelKey.replace('.', '-');
          const expanded = openGroup === id;
          return (
            <li key={id} className={styles.menuGroup}>
              <button
                type="button"
                id={`${id}-button`}
                className={styles.menuTrigger}
                aria-expanded={expanded}
                aria-controls={`${id}-list`}
                onClick={() => setOpen(expanded ? null : { group: id, at: key })}
              >
                {t(group.labelKey)}
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
                  <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
              <ul id={`${id}-list`} className={styles.menuContent} hidden={!expanded}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={styles.menuItem} onClick={() => setOpen(null)}>
                      {t(item.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
