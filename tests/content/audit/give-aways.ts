import { correctOption, wrongOptions, type AuditQuestion } from './bank-question';
import { contentWords, words } from './text';

/** Words that make a claim absolute: test-wise learners rule such options out without knowing the fact. */
const ABSOLUTE_WORDS = ['only', 'all', 'every', 'must', 'never', 'always', 'none', 'any', 'entirely', 'solely', 'completely'];

const absoluteIn = (text: string) => new Set(words(text).filter((w) => ABSOLUTE_WORDS.includes(w)));

/**
 * Most wrong options carry an absolute word and the right one carries none: the pattern alone
 * gives the answer away (with "Only …" in all three wrong options as its plainest form).
 */
export function absoluteWordGiveAway(q: AuditQuestion): boolean {
  if (q.options.length < 3) return false;
  if (absoluteIn(correctOption(q)).size > 0) return false;
  const absolute = wrongOptions(q).filter((option) => absoluteIn(option).size > 0).length;
  return absolute >= 2;
}

/** Words so common in the bank that repeating them points at nothing. */
const GENERIC = new Set(['canada', 'canadian', 'city', 'province', 'government', 'citizen', 'people', 'country']);

/**
 * Only the right option repeats a meaningful word of the question ("Who donated the Stanley Cup?"
 * → "Lord Stanley"): the echo points at the answer.
 */
export function echoGiveAway(q: AuditQuestion): string | undefined {
  if (q.options.length < 3) return undefined;
  const asked = new Set(contentWords(q.question).filter((w) => w.length > 3 && !GENERIC.has(w)));
  const echoes = (option: string) => contentWords(option).filter((w) => asked.has(w));
  const inKey = echoes(correctOption(q));
  if (inKey.length === 0 || wrongOptions(q).some((o) => echoes(o).length > 0)) return undefined;
  return inKey.join(', ');
}
