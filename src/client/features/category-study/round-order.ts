import { randomOrder } from '@shared/rules/reorder';

/** What a round needs to know of each question: whether it was answered, and right the last time. */
export interface SeenState {
  seen: number;
  lastOk: boolean;
}

/**
 * The questions of one practice round: first those the learner got wrong last time, then those
 * never answered, then the rest, each group in a random order, so a round teaches what is still
 * unknown before repeating what is known.
 */
export function roundOrder(
  ids: readonly string[],
  states: ReadonlyMap<string, SeenState>,
  size: number,
  random: () => number = Math.random,
): number[] {
  const rank = (id: string) => {
    const state = states.get(id);
    if (!state || state.seen === 0) return 1;
    return state.lastOk ? 2 : 0;
  };
  const shuffled = randomOrder(ids.length, random);
  const position = new Map(shuffled.map((index, i) => [index, i]));
  return [...shuffled].sort((a, b) => rank(ids[a]!) - rank(ids[b]!) || position.get(a)! - position.get(b)!).slice(0, size);
}
