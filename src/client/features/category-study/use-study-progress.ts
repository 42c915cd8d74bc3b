import { useSyncExternalStore } from 'react';
import { markSectionStudied, readStudyProgress, type CategoryProgress } from '../../lib/study-progress';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Records a study session for a category (a visit, or opening a mode) and refreshes the screens that show it. */
export function recordStudySession(categoryCode: string): void {
  markSectionStudied(categoryCode);
  for (const listener of listeners) listener();
}

/** The stored progress of one category; the snapshot is a string so that it compares by value. */
export function useCategoryProgress(categoryCode: string): CategoryProgress | null {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(readStudyProgress()[categoryCode] ?? null),
    () => 'null',
  );
  return JSON.parse(snapshot) as CategoryProgress | null;
}
