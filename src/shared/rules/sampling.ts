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

/** About one question in five of a practice test is true/false, as in the real test. */
const TRUE_FALSE_SHARE = 0.2;

export interface TestCandidate {
  type: 'multiple-choice' | 'true-false';
  outOfTest: boolean;
}

/**
 * Draws a practice test: questions about the test itself are left out, about one in five is
 * true/false (fewer when the pool has fewer), and the two kinds come in a random order.
 */
export function sampleTest<T extends TestCandidate>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const eligible = pool.filter((q) => !q.outOfTest);
  const trueFalse = eligible.filter((q) => q.type === 'true-false');
  const choice = eligible.filter((q) => q.type !== 'true-false');
  const size = Math.min(count, eligible.length);
  const wantTrueFalse = Math.min(trueFalse.length, Math.round(size * TRUE_FALSE_SHARE));
  const fromChoice = Math.min(choice.length, size - wantTrueFalse);
  const fromTrueFalse = size - fromChoice;
  const picked = [...sample(choice, fromChoice, random), ...sample(trueFalse, fromTrueFalse, random)];
  return sample(picked, picked.length, random);
}
