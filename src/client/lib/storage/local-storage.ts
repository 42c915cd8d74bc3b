/** Small synchronous values in localStorage (the admin hint, legacy keys); blocked storage is never an error. */
function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLocal(key: string): unknown {
  const raw = store()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function writeLocal(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or blocked
  }
}

export function removeLocal(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // blocked
  }
}
