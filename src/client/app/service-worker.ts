import { offerUpdate } from '../lib/offline/app-update';

/** How long the registration may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 5_000;
/** An open tab asks for a new version this often (a page that stays open never navigates). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let checking = false;

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // The browser checks for a new version on each page load, and may still be installing it
      // when the page registers: workbox-window only hears of installs that start later, so once
      // this one is installed, register again to be told it is waiting.
      const installing = registration.installing;
      if (installing && navigator.serviceWorker.controller) {
        installing.addEventListener('statechange', () => installing.state === 'installed' && void register());
      }
      if (!checking) setInterval(() => registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      checking = true;
    },
    onRegisterError: (error: unknown) => console.error('The offline app could not be installed', error),
  });
}

/**
 * Registers the service worker that makes the site installable and usable offline
 * (docs/decisions/019), once the page is interactive and idle: its code (about 2 KB) is never on
 * the way to the first paint or to hydration. A new version waits ('prompt'): the update prompt
 * offers it, and reloading switches to it. Not in `npm run dev`.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const run = () => void register();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}
