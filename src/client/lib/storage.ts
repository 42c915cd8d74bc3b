/**
 * The one place that reads and writes the learner's browser storage. Everything the
 * site keeps on the device (last results, study progress, the anonymous learner id)
 * goes through here, so that it can move to IndexedDB or sync later in one change.
 */
import { STORAGE_KEYS } from '@shared/constants';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, settings)
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | undefined {
  const raw = store()?.getItem(key);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or blocked: learning state is a convenience, never a blocker
  }
}

export function remove(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // ignore
  }
}

/** A random id for this browser, so the server can count active learners without accounts. */
export function learnerId(): string | undefined {
  const s = store();
  if (!s) return undefined;
  try {
    let id = s.getItem(STORAGE_KEYS.learnerId);
    if (!id) {
      id = crypto.randomUUID();
      s.setItem(STORAGE_KEYS.learnerId, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
