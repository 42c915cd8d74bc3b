import type { i18n as I18n } from 'i18next';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import { browserHistory as history } from '../lib/i18n/browser-history';
import { basenameOf, HTML_LANG, langOfPath, pathWithoutLang, type Lang } from '../lib/i18n/languages';
import { rememberLang } from '../lib/i18n/lang-choice';
import { matchPage } from './match-page';

/** Loads the strings of the page at `pathname` in `lang`, then makes `lang` the page's language. */
async function changeLanguage(i18n: I18n, lang: Lang, pathname: string): Promise<void> {
  await matchPage(pathWithoutLang(pathname)).route.page.preload(i18n, lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = HTML_LANG[lang];
}

/**
 * The browser's router, with the language in the path: French pages are the same routes under
 * /fr (the router's basename). Moving between /practice and /fr/practice keeps the screen
 * mounted, so a test, a review or a deck goes on in the other language with nothing lost; the
 * strings of the new language are loaded before the page shows them.
 */
export function LanguageRouter({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const browserHistory = history!;
  const [state, setState] = useState({ action: browserHistory.action, location: browserHistory.location });
  useLayoutEffect(
    () =>
      browserHistory.listen(({ action, location }) => {
        const lang = langOfPath(location.pathname);
        if (lang === i18n.language) return setState({ action, location });
        rememberLang(lang);
        changeLanguage(i18n, lang, location.pathname).then(
          () => setState({ action, location }),
          // The strings could not be fetched (offline): load the page the ordinary way.
          () => window.location.assign(location.pathname + location.search),
        );
      }),
    [browserHistory, i18n],
  );
  return (
    <Router basename={basenameOf(langOfPath(state.location.pathname))} location={state.location} navigationType={state.action} navigator={browserHistory}>
      {children}
    </Router>
  );
}
