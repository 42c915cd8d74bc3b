import { wordlist } from '@scure/bip39/wordlists/english.js';

/**
 * A sync code: seven words of the BIP-39 English list (2,048 words, each told apart by its
 * first four letters), 77 random bits: far beyond guessing, short enough to type on a phone.
 */
export const SYNC_CODE_WORDS = 7;
const MIN_PREFIX = 4;

export function newSyncCode(): string[] {
  const random = crypto.getRandomValues(new Uint16Array(SYNC_CODE_WORDS));
  // 65,536 is a multiple of 2,048: every word is equally likely.
  return [...random].map((n) => wordlist[n % wordlist.length]!);
}

export type ParsedCode = { ok: true; words: string[] } | { ok: false; reason: 'count'; count: number } | { ok: false; reason: 'unknown'; unknown: string[] };

/** Which list word a typed word is: the word itself, or its first four letters or more. */
function lookUp(typed: string): string | undefined {
  if (wordlist.includes(typed)) return typed;
  if (typed.length < MIN_PREFIX) return undefined;
  const matches = wordlist.filter((w) => w.startsWith(typed));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Reads a code as typed (any case, spaces, dashes or commas between words) or taken from a link. */
export function parseSyncCode(input: string): ParsedCode {
  const typed = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (typed.length !== SYNC_CODE_WORDS) return { ok: false, reason: 'count', count: typed.length };
  const words = typed.map(lookUp);
  const unknown = typed.filter((_, i) => words[i] === undefined);
  return unknown.length > 0 ? { ok: false, reason: 'unknown', unknown } : { ok: true, words: words as string[] };
}
