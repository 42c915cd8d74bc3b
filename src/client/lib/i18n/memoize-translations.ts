import type { i18n as I18n } from 'i18next';

/** What i18next's getFixedT returns: a function carrying the scope it was made for. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** A page uses a few hundred strings; past this many the cache starts again. */
const MAX_ENTRIES = 5000;

const isPrimitive = (value: unknown) => value === null || (typeof value !== 'object' && typeof value !== 'function');

/** The cache key of a call with a string key and options of plain values; undefined for any other call. */
function callKey(key: unknown, options: unknown, rest: readonly unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let out = key;
  for (const [name, value] of Object.entries(options)) {
    if (!isPrimitive(value)) return undefined;
    out += `\u0000${name}=${typeof value}:${String(value)}`;
  }
  return out;
}

/**
 * Remembers each translated string. i18next resolves every call afresh (the options merged, the
 * key split, plural rules, interpolation): about a third of a test screen's render on a phone,
 * for strings that only change when the language or the loaded strings do. Calls whose options
 * hold anything but plain values (objects, functions) are not remembered.
 */
export function memoizeTranslations(instance: I18n): void {
  const cache = new Map<string, unknown>();
  const clear = () => cache.clear();
  instance.on('languageChanged', clear);
  instance.store.on('added', clear);
  instance.store.on('removed', clear);
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions?: { scopeNs?: unknown }) => {
    const fixed = getFixedT(lng, ns, keyPrefix, fixedOptions);
    if (typeof keyPrefix === 'function') return fixed;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, fixedOptions?.scopeNs ?? null]);
    const memo = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const k = callKey(key, options, rest);
      if (k === undefined) return fixed(key, options, ...rest);
      const full = `${scope}\u0001${k}`;
      if (cache.has(full)) return cache.get(full);
      const value = fixed(key, options);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(full, value);
      return value;
    };
    return Object.assign(memo, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as I18n['getFixedT'];
}
