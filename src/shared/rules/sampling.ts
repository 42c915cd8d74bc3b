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
  /** Its topic and its difficulty: a test's questions follow the pool's mix of each (decision 045). */
  categoryCode?: string;
  level?: string;
}

/** How many of `size` each value should get, in proportion to how often it occurs (largest remainders). */
function quotas(values: readonly string[], size: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const shares = [...counts].map(([value, n]) => ({ value, exact: (n * size) / Math.max(1, values.length) }));
  const result = new Map(shares.map((s) => [s.value, Math.floor(s.exact)]));
  let left = size - [...result.values()].reduce((a, b) => a + b, 0);
  for (const s of [...shares].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left <= 0) break;
    result.set(s.value, result.get(s.value)! + 1);
    left -= 1;
  }
  return result;
}

/**
 * Draws a practice test as IRCC describes its pool, balanced by topic and by difficulty: each
 * topic and each level gets its share of the questions (the pool's proportions, largest
 * remainders), about one in five is true/false (fewer when the pool has fewer), questions about
 * the test itself are left out, and the kinds come in a random order. Where the shares cannot all
 * be met (a small pool), the rest is drawn at random.
 */
export function sampleTest<T extends TestCandidate>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const eligible = pool.filter((q) => !q.outOfTest);
  const trueFalse = eligible.filter((q) => q.type === 'true-false');
  const choice = eligible.filter((q) => q.type !== 'true-false');
  const size = Math.min(count, eligible.length);
  const wantTrueFalse = Math.min(trueFalse.length, Math.round(size * TRUE_FALSE_SHARE));
  const fromChoice = Math.min(choice.length, size - wantTrueFalse);
  const fromTrueFalse = size - fromChoice;
  const topics = quotas(eligible.map((q) => q.categoryCode ?? ''), size);
  const levels = quotas(eligible.map((q) => q.level ?? ''), size);
  // Passes: both shares met, then the topic's alone (topics are balanced first), then the
  // level's, then any question left.
  const fits: ((topic: string, level: string) => boolean)[] = [
    (topic, level) => topics.get(topic)! > 0 && levels.get(level)! > 0,
    (topic) => topics.get(topic)! > 0,
    (_topic, level) => levels.get(level)! > 0,
    () => true,
  ];
  const pick = (candidates: readonly T[], n: number): T[] => {
    const shuffled = sample(candidates, candidates.length, random);
    const taken = new Set<T>();
    for (const fit of fits) {
      for (const q of shuffled) {
        if (taken.size === n) return [...taken];
        const topic = q.categoryCode ?? '';
        const level = q.level ?? '';
        if (taken.has(q) || !fit(topic, level)) continue;
        taken.add(q);
        topics.set(topic, topics.get(topic)! - 1);
        levels.set(level, levels.get(level)! - 1);
      }
    }
    return [...taken];
  };
  const picked = [...pick(choice, fromChoice), ...pick(trueFalse, fromTrueFalse)];
  return sample(picked, picked.length, random);
}
