import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { switchOnPlainClick } from '../../lib/i18n/browser-history';
import { otherLang, pathInLang, type Lang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';
import styles from './language-switch.module.css';

/** Each language named in itself: the link is for someone who reads that language. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français' };

/** A link to this page in the other language, query string included. */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const target = otherLang(useLang());
  const { pathname, search, hash } = useLocation();
  const href = pathInLang(pathname, search, hash, target);
  const link = useRef<HTMLAnchorElement>(null);
  // The not-found page is drawn once for every unknown URL (decision 031), and hydration keeps the
  // attributes the server drew: the link gets this URL's address here.
  useLayoutEffect(() => {
    if (link.current && link.current.getAttribute('href') !== href) link.current.setAttribute('href', href);
  }, [href]);
  return (
    <a ref={link} href={href} lang={target} hrefLang={target} className={`${className ?? ''} ${compact ? styles.compact : ''}`} onClick={switchOnPlainClick(target)} data-language-switch="">
      {/* A phone's header has room for two letters; screen readers always hear the full name. */}
      <span className={styles.short} aria-hidden="true">
        {target.toUpperCase()}
      </span>
      <span className={styles.long}>{LANGUAGE_NAMES[target]}</span>
    </a>
  );
}
