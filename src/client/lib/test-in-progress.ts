import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a practice test is running on screen. The practice feature marks it; shared UI that
 * must not interrupt a test (the update prompt's reload) reads it without importing the feature.
 */
let running = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  running = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a test as running while `active` (and the calling screen is mounted). */
export function useMarkTestInProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    set(true);
    return () => set(false);
  }, [active]);
}

export const useTestInProgress = (): boolean => useSyncExternalStore(subscribe, () => running, () => false);
