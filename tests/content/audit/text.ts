/** Text helpers shared by the bank's quality checks: words, sentences and quotations. */

/** Spans the writer marked as quotations ("…" or “…”): quoted wording may come from the guide. */
const QUOTATION = /"[^"]*"|“[^”]*”/g;

export function withoutQuotations(text: string): string {
  return text.replace(QUOTATION, ' ');
}

/** Lower-case words, apostrophes and accents kept, every other mark dropped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Sentences of plain prose (a full stop after an abbreviation such as "St." or "B.C." does not end one). */
export function sentences(text: string): string[] {
  return text
    .replace(/\b(St|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs|e\.g|i\.e|a\.m|p\.m|U\.S|B\.C|etc)\./gi, (m) => m.replace(/\./g, '·'))
    .split(/(?<=[.!?])["”']?\s+(?=["“'(]?[A-Z0-9À-Ý])/u)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

const STOP = new Set(
  `a an the and or but of to in on at by for from with without as is are was were be been being it its this that these those
  which what who whom whose when where why how do does did done can could may might must shall should will would has have had
  not no yes so than then there their they them he she his her him i you your we our us one two also into over under about
  after before during between each every all any some most more many much very only just same other such own up out
  true false today called name named known part first`.split(/\s+/),
);

/** A rough stem: plural and possessive endings dropped, so "treaties" and "treaty" match. */
function stem(word: string): string {
  const w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The words that carry meaning: no stop words, stemmed. */
export function contentWords(text: string): string[] {
  return words(text)
    .filter((w) => !STOP.has(w) && w.length > 1)
    .map(stem);
}

/** Runs of `n` consecutive words, joined by spaces. */
export function ngrams(list: readonly string[], n: number): string[] {
  const runs: string[] = [];
  for (let i = 0; i + n <= list.length; i += 1) runs.push(list.slice(i, i + n).join(' '));
  return runs;
}
