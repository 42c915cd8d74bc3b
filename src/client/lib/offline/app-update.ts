import { useSyncExternalStore } from 'react';

/**
 * A new version of the site waiting to take over (its service worker is installed and waiting,
 * docs/decisions/019): the app layer offers it here, the update prompt reads it.
 */
let reload: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Called when a new version is ready; `apply` switches to it and reloads the page. */
export function offerUpdate(apply: () => void): void {
  reload = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What switches to the waiting version, or null while there is none (always null on the server). */
export const useWaitingUpdate = (): (() => void) | null => useSyncExternalStore(subscribe, () => reload, () => null);
