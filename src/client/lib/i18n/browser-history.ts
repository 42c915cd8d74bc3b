import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { pathInLang, type Lang } from './languages';

/** The browser's history, shared by the router and the language switch (none on the server). */
export const browserHistory = typeof window === 'undefined' ? undefined : createBrowserHistory({ window, v5Compat: true });

/** Shows the same page in `lang`, keeping the query string, the hash and the screen's state. */
export function switchLanguage(lang: Lang): void {
  if (!browserHistory) return;
  const { pathname, search, hash } = window.location;
  browserHistory.push(pathInLang(pathname, search, hash, lang), browserHistory.location.state);
}
