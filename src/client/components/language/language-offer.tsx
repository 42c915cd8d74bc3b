import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { switchOnPlainClick } from '../../lib/i18n/browser-history';
import { languageToOffer, rememberLang } from '../../lib/i18n/lang-choice';
import { pathInLang, type Lang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';
import styles from './language-offer.module.css';

/** Written in the language offered (its strings are not loaded on this page), so they live here. */
const OFFER: Record<Lang, { text: string; link: string; dismiss: string }> = {
  fr: { text: 'Ce site existe aussi en français.', link: 'Voir cette page en français', dismiss: 'Rester en anglais' },
  en: { text: 'This site is also in English.', link: 'See this page in English', dismiss: 'Stay in French' },
};

/**
 * Offers the other language (never redirects: a link shared in English still opens in English)
 * to a learner who chose it before, or whose browser asks for French. Fixed at the bottom of the
 * screen, so it moves nothing on the page when it appears after loading.
 */
const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function LanguageOffer() {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // Nothing on the server and while hydrating (the server cannot know); then the device's answer.
  const offered = useSyncExternalStore(
    subscribeToStorage,
    () => languageToOffer(lang, navigator.languages ?? [navigator.language]),
    () => undefined,
  );
  if (!offered || dismissed) return null;
  const copy = OFFER[offered];
  return (
    <aside className={styles.offer} lang={offered} aria-label={copy.text}>
      <p className={styles.text}>
        {copy.text}{' '}
        <a
          href={pathInLang(pathname, search, hash, offered)}
          hrefLang={offered}
          data-language-switch=""
          onClick={switchOnPlainClick(offered)}
        >
          {copy.link}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => {
          rememberLang(lang);
          setDismissed(true);
        }}
      >
        {copy.dismiss}
      </button>
    </aside>
  );
}
