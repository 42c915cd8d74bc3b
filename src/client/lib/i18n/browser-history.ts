import type { MouseEvent } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { pathInLang, type Lang } from './languages';

/** The browser's history, shared by the router and the language switch (none on the server). */
export const browserHistory = typeof window === 'undefined' ? undefined : createBrowserHistory({ window, v5Compat: true });

/** Shows the same page in `lang`, keeping the query string, the hash and the screen's state. */
function switchLanguage(lang: Lang): void {
  if (!browserHistory) return;
  const { pathname, search, hash } = window.location;
  browserHistory.push(pathInLang(pathname, search, hash, lang), browserHistory.location.state);
}

/**
 * The click handler of a link to this page in `lang`: a plain click switches in place (the test,
 * review or deck on show carries on); any other click opens the link as the browser would.
 */
export const switchOnPlainClick = (lang: Lang) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  switchLanguage(lang);
};
