import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { switchLanguage } from '../../lib/i18n/browser-history';
import { pathInLang, type Lang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';
import styles from './language-switch.module.css';

/** Each language named in itself: the link is for someone who reads that language. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français' };

const otherLang = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

/**
 * A link to this page in the other language, query string included. A plain click switches in
 * place (the test, review or deck on show carries on); any other click opens the link as usual.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const target = otherLang(useLang());
  const { pathname, search, hash } = useLocation();
  const href = pathInLang(pathname, search, hash, target);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchLanguage(target);
  };
  return (
    <a href={href} lang={target} hrefLang={target} className={`${className ?? ''} ${compact ? styles.compact : ''}`} onClick={onClick} data-language-switch="">
      {/* A phone's header has room for two letters; screen readers always hear the full name. */}
      <span className={styles.short} aria-hidden="true">
        {target.toUpperCase()}
      </span>
      <span className={styles.long}>{LANGUAGE_NAMES[target]}</span>
    </a>
  );
}
