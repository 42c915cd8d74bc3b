import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { matchPage } from './app/match-page';
import { PAGE_STATE_ID, type PageState } from './app/page-state';
import { createQueryClient } from './app/query-client';
import { createI18n } from './lib/i18n/create-i18n';
import { HTML_LANG, langOfPath, pathWithoutLang } from './lib/i18n/languages';
import { LanguageRouter } from './app/language-router';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { holdStages } from './lib/hydration/staged-hydration';
import { replayEarlyTaps } from './lib/hydration/early-taps';
import { isSyncOn } from './lib/sync/sync-flag';
import { nextTask } from './lib/hydration/next-task';
import { preloadPageChunks } from './lib/hydration/preload-page-chunks';

/**
 * The browser side. A page rendered by the server carries its state (language, strings, data):
 * the client takes it, loads the screen's code, and hydrates what is already on screen. Without
 * that state (the offline shell, the dev server) it renders from scratch.
 */
function readPageState(): PageState | undefined {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return undefined;
  }
}

// The libraries and the app's code have just been evaluated, in one task: what follows starts in
// tasks of its own, so none of them is long enough to hold up a tap on a phone.
await nextTask();
const state = readPageState();
const lang = state?.lang ?? langOfPath(window.location.pathname);
const i18n = createI18n(lang);
// The offline shell serves every address in both languages: the address gives the page's language.
if (!state) document.documentElement.lang = HTML_LANG[lang];
for (const [namespace, strings] of Object.entries(state?.strings ?? {})) i18n.addResourceBundle(i18n.language, namespace, strings, true, true);
const queryClient = createQueryClient();
// The server rendered this page from the bank as it is now, so its data counts as just fetched.
if (state) hydrate(queryClient, { ...state.queries, queries: state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Date.now() } })) });

await nextTask();
await preloadPageChunks();
await matchPage(pathWithoutLang(window.location.pathname)).route.page.preload(i18n);
// The page's code has just been evaluated: hydrate in a task of its own.
await nextTask();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <LanguageRouter i18n={i18n}>
      <App queryClient={queryClient} i18n={i18n} />
    </LanguageRouter>
  </StrictMode>
);
if (state && root.firstElementChild) {
  const hydrateTheRest = holdStages();
  hydrateRoot(root, app);
  await hydrateTheRest();
} else createRoot(root).render(app);
// Every handler is attached now: the taps held since the first paint reach them.
await replayEarlyTaps();
// Marks the page as interactive (end-to-end tests wait for it before navigating in the app).
document.documentElement.dataset.hydrated = '';
registerServiceWorkerWhenIdle();

// Offline readiness (the outbox of finished tests, the device's copy of the bank), loaded apart
// from the page's code.
void import('./lib/content/background-sync').then(({ startBackgroundSync }) =>
  startBackgroundSync(
    () => langOfPath(window.location.pathname),
    (listener) => i18n.on('languageChanged', listener),
  ),
);

// A device that syncs its progress keeps syncing on every page; one that does not loads nothing.
if (isSyncOn()) void import('./lib/sync/sync-engine').then(({ syncEngine }) => syncEngine.start());
