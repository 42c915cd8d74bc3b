/**
 * An unbiased sample of `count` items: a partial Fisher-Yates shuffle over a typed array of
 * indices (fast enough for the server's hot path). The server draws practice tests with it,
 * and so does a client that is offline.
 */
export function sample<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const n = items.length;
  const k = Math.max(0, Math.min(count, n));
  const indices = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) indices[i] = i;
  const picked = new Array<T>(k);
  for (let i = 0; i < k; i += 1) {
    const j = i + Math.floor(random() * (n - i));
    const chosen = indices[j]!;
    indices[j] = indices[i]!;
    indices[i] = chosen;
    picked[i] = items[chosen]!;
  }
  return picked;
}
