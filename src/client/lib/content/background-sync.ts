import type { Lang } from '@shared/constants';
import { refreshOfflineBank } from './offline-bank';
import { flushOutbox } from './session-outbox';

/** Out of the way of the page's own first load (and of its performance measurements). */
const FIRST_SYNC_DELAY_MS = 4000;

/**
 * Keeps the device ready for offline use: sends finished tests waiting in the outbox, and brings
 * the device's copy of the bank in the page's language up to the server's version (a 304 when
 * nothing changed). Runs after the first load, whenever the network comes back, and when the
 * learner switches language.
 */
export function startBackgroundSync(currentLang: () => Lang, onLanguageChange: (listener: () => void) => void): void {
  const sync = () => {
    if (!navigator.onLine) return;
    void flushOutbox();
    refreshOfflineBank(currentLang()).catch((error: unknown) => console.warn('The copy of the bank on this device was not refreshed', error));
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(sync, { timeout: 10_000 }) : sync());
  window.setTimeout(whenIdle, FIRST_SYNC_DELAY_MS);
  window.addEventListener('online', sync);
  onLanguageChange(sync);
}
