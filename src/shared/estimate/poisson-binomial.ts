/**
 * P(at least k of n independent events), each with its own chance: the Poisson-binomial tail,
 * exact by dynamic programming over the number of successes (n² steps; 20 questions: 400).
 */
export function atLeastOf(chances: readonly number[], k: number): number {
  if (k <= 0) return 1;
  if (k > chances.length) return 0;
  // ways[j]: P(exactly j successes so far); updated in place from the top down.
  const ways = new Float64Array(chances.length + 1);
  ways[0] = 1;
  chances.forEach((raw, i) => {
    const p = Math.min(1, Math.max(0, raw));
    for (let j = i + 1; j >= 1; j -= 1) ways[j] = ways[j]! * (1 - p) + ways[j - 1]! * p;
    ways[0] = ways[0]! * (1 - p);
  });
  let tail = 0;
  for (let j = k; j <= chances.length; j += 1) tail += ways[j]!;
  return Math.min(1, Math.max(0, tail));
}
