/**
 * Chrome's network voices stop, silently, after about 15 seconds of speech: at the slowest rate
 * the site offers, about 150 characters. A sentence longer than this is cut at a clause.
 */
export const MAX_SPOKEN_CHARS = 150;

/** Words whose period does not end a sentence (Canadian English and French usage). */
const ABBREVIATIONS = new Set(['st', 'ste', 'dr', 'mr', 'mrs', 'ms', 'mt', 'jr', 'sr', 'm', 'mme', 'mlle', 'me', 'mgr', 'vs', 'ex', 'p', 'no']);

/** The word just before a period: a known abbreviation, an initial (John A.) or a dotted one (U.S., P.E.I.). */
function isAbbreviation(word: string): boolean {
  const bare = word.replace(/^[«"“‘'(]+/, '');
  return ABBREVIATIONS.has(bare.toLowerCase()) || /^\p{Lu}$/u.test(bare) || /^(\p{L}\.)+\p{L}$/u.test(bare);
}

/** A sentence end: . ! ? or … (with any closing quotes or brackets) before a space and a capital, digit or opening quote. */
const BOUNDARY = /([.!?…]+)([»"”’')\]]*)\s+(?=[\p{Lu}\d«"“‘'(])/gu;

/** Splits a text into its sentences, trimmed, none of them empty. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[1]!.length + match[2]!.length;
    const before = text.slice(start, match.index);
    const word = before.slice(before.search(/\S+$/));
    if (match[1] === '.' && !match[2] && isAbbreviation(word)) continue;
    sentences.push(text.slice(start, end));
    start = end;
  }
  sentences.push(text.slice(start));
  return sentences.map((s) => s.trim()).filter(Boolean);
}

/** Where a piece may end: after each clause (; : ,) and, as a last resort, at each space. */
function breaks(text: string, pattern: RegExp, max: number): number[] {
  return [...text.matchAll(pattern)].map((m) => m.index + m[0].length - 1).filter((at) => at > 0 && at <= max);
}

/**
 * Cuts a long sentence into pieces a voice finishes, of about equal length: after the clause
 * nearest the middle, else between words, else anywhere (a text without spaces).
 */
function clausesOf(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const target = rest.length / Math.ceil(rest.length / max);
    const nearest = (at: number[]) => at.reduce<number | undefined>((best, x) => (best === undefined || Math.abs(x - target) < Math.abs(best - target) ? x : best), undefined);
    const cut = nearest(breaks(rest, /[;:,] /g, max).filter((at) => at >= max / 3).map((at) => at + 1)) ?? nearest(breaks(rest, / /g, max)) ?? max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * A text as the pieces to speak one at a time: its sentences, each cut further when too long
 * for a voice to finish in one go.
 */
export function splitSentences(text: string, max = MAX_SPOKEN_CHARS): string[] {
  // Line breaks and runs of spaces become one space; French non-breaking spaces stay.
  return sentencesOf(text.replace(/[^\S\u00a0\u202f]+/g, ' ')).flatMap((sentence) => clausesOf(sentence, max));
}
