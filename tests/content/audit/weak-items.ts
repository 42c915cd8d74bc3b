import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedQuestion } from '../../../src/server/db/content';
import { contentWords, sentences, withoutQuotations, words } from './text';

/**
 * The weak-item patterns of the November 2026 bank audit (content/reviews/2026-11-bank-audit),
 * those a machine can see: a true/false statement that is a guide sentence with a few words
 * swapped, a memory device that only restates the answer, and Parliament's 2006 motion quoted
 * without quotation marks.
 */

/** The guide's sentences, as word lists (the reference folder is read, never copied). */
export function guideSentences(referenceDir: string): string[][] | undefined {
  if (!existsSync(referenceDir)) return undefined;
  return readdirSync(referenceDir)
    .filter((f) => /^\d\d-.*\.txt$/.test(f) && !f.startsWith('99-'))
    .flatMap((f) => readFileSync(join(referenceDir, f), 'utf8').split(/\n\s*\n|\n(?=[#*•-])/))
    .filter((paragraph) => !/https?:\/\//.test(paragraph))
    .flatMap((paragraph) => sentences(paragraph.replace(/\s+/g, ' ')))
    .map((s) => words(s))
    .filter((w) => w.length >= 5);
}

/** The longest run of words two lists share, in order and together: where it ends in `a`, and its length. */
function longestSharedRun(a: readonly string[], b: readonly string[]): { end: number; length: number } {
  let best = { end: 0, length: 0 };
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      if (previous[j]! > best.length) best = { end: i, length: previous[j]! };
      diagonal = above;
    }
  }
  return best;
}

/** Words written in lower case in a text, that carry meaning: shared names ("the Plains of Abraham") are not a copied sentence. */
const lowerCaseContent = (text: string) => new Set(contentWords(text.split(/\s+/).filter((w) => !/^\p{Lu}/u.test(w)).join(' ')));

/** Whether `inner` appears in `outer` in order (not necessarily together). */
function inOrder(inner: readonly string[], outer: readonly string[]): boolean {
  let at = 0;
  for (const word of outer) if (word === inner[at]) at += 1;
  return at === inner.length;
}

/**
 * A true/false statement that a guide sentence nearly holds word for word: a learner recognises
 * the sentence instead of knowing the fact. Caught: one guide sentence shares a run of six or more
 * of its words that makes up half the statement or more, or holds all its content words but one
 * to three, in the same order.
 */
export function guideSentenceEcho(q: SeedQuestion, guide: readonly string[][]): string | undefined {
  if (q.type !== 'true-false') return undefined;
  const statement = words(withoutQuotations(q.question));
  const content = contentWords(withoutQuotations(q.question));
  if (statement.length < 6) return undefined;
  for (const sentence of guide) {
    const run = longestSharedRun(statement, sentence);
    if (run.length >= 6 && run.length * 2 >= statement.length) {
      const lower = lowerCaseContent(withoutQuotations(q.question));
      const inRun = contentWords(statement.slice(run.end - run.length, run.end).join(' ')).filter((w) => lower.has(w));
      if (inRun.length >= 2) return sentence.join(' ');
    }
    // The same sentence with one to three words swapped: all but a few of its content words, in
    // the guide's order, in a guide sentence not much longer than the statement.
    if (content.length >= 5 && sentence.length <= statement.length * 2) {
      const guideContent = contentWords(sentence.join(' '));
      const kept = content.filter((w) => guideContent.includes(w));
      const swapped = content.length - kept.length;
      if (swapped >= 1 && swapped <= 3 && kept.length >= 4 && inOrder(kept, guideContent)) return sentence.join(' ');
    }
  }
  return undefined;
}

/** Hooks a memory device may rightly share with its answer: initials, rhymes, "X for A", arithmetic, a picture to imagine. */
const MNEMONIC_FORM = /\b[A-Z](?:[ ,.-]+[A-Z]){2,}\b|\b[A-Z]{3,}\b|:|\bfor\b.*\bfor\b|=|\brhymes?\b|\bsounds? like\b|\bpicture\b|\bimagine\b|\bthink of\b|\d+\s*[+−×-]\s*\d+/i;

/**
 * A memory device that only says the answer again: it opens with "Remember", or it adds almost
 * no word that the question, the options and the explanation do not already hold.
 */
export function restatingDevice(q: SeedQuestion): string | undefined {
  const device = q.memoryDevice.trim();
  if (MNEMONIC_FORM.test(device)) return undefined;
  if (/^remember\b/i.test(device)) return 'opens with "Remember" and offers no hook';
  const known = new Set(contentWords([q.question, ...q.options, q.explanation].join(' ')));
  const own = contentWords(device);
  if (own.length < 4) return undefined;
  const fresh = own.filter((w) => !known.has(w)).length;
  return fresh / own.length < 0.25 ? `only ${fresh} of ${own.length} words are new` : undefined;
}

/** Parliament's 2006 motion, quoted without quotation marks. */
export function unquotedMotion(q: SeedQuestion): string | undefined {
  for (const text of [q.question, ...q.options, q.explanation, q.memoryDevice]) {
    if (/form a nation within a united canada/i.test(withoutQuotations(text))) return text;
  }
  return undefined;
}
