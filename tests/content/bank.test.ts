import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES } from '../../src/shared/categories.js';
import { loadContentQuestions, type SeedQuestion } from '../../src/server/db/content.js';

/** Proof of quality for the question bank (issue: 680 original, accurate, current questions). */
const bank = loadContentQuestions();
const byCategory = (code: string) => bank.filter((q) => q.category === code);

const MINIMUM_PER_CATEGORY: Record<string, number> = { RIG: 120, HIS: 180, GOV: 140, GEO: 110, SYM: 80, ECO: 50 };

describe('size and spread', () => {
  it('holds at least 680 questions with unique, stable ids', () => {
    expect(bank.length).toBeGreaterThanOrEqual(680);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    for (const q of bank) expect(q.id.slice(0, 3).toUpperCase()).toBe(q.category);
  });

  it.each(CATEGORY_CODES)('%s meets its minimum count', (code) => {
    expect(byCategory(code).length).toBeGreaterThanOrEqual(MINIMUM_PER_CATEGORY[code]!);
  });

  it.each(['ALL', ...CATEGORY_CODES])('%s spreads difficulty about 40/40/20', (code) => {
    const qs = code === 'ALL' ? bank : byCategory(code);
    const share = (d: string) => (100 * qs.filter((q) => q.difficulty === d).length) / qs.length;
    expect(share('easy')).toBeGreaterThanOrEqual(35);
    expect(share('easy')).toBeLessThanOrEqual(45);
    expect(share('medium')).toBeGreaterThanOrEqual(35);
    expect(share('medium')).toBeLessThanOrEqual(45);
    expect(share('hard')).toBeGreaterThanOrEqual(15);
    expect(share('hard')).toBeLessThanOrEqual(25);
  });

  it.each(['ALL', ...CATEGORY_CODES])('%s keeps each correct letter between 22 and 28 percent', (code) => {
    const qs = code === 'ALL' ? bank : byCategory(code);
    for (const letter of [0, 1, 2, 3]) {
      const share = (100 * qs.filter((q) => q.correctAnswer === letter).length) / qs.length;
      expect(share, `letter ${'ABCD'[letter]}`).toBeGreaterThanOrEqual(22);
      expect(share, `letter ${'ABCD'[letter]}`).toBeLessThanOrEqual(28);
    }
  });
});

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
function trigrams(text: string): Set<string> {
  const s = ` ${normalise(text)} `;
  const grams = new Set<string>();
  for (let i = 0; i < s.length - 2; i += 1) grams.add(s.slice(i, i + 3));
  return grams;
}
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared += 1;
  return shared / (a.size + b.size - shared);
}

describe('originality within the bank', () => {
  it('has no duplicate or near-duplicate questions across the whole bank', () => {
    const keyed = bank.map((q) => ({
      id: q.id,
      question: trigrams(q.question),
      answer: trigrams(q.options[q.correctAnswer]!),
      both: trigrams(`${q.question} ${q.options[q.correctAnswer]}`),
    }));
    const pairs: string[] = [];
    for (let i = 0; i < keyed.length; i += 1) {
      for (let j = i + 1; j < keyed.length; j += 1) {
        const a = keyed[i]!;
        const b = keyed[j]!;
        // The same wording overall, or a similar question with a similar answer: the same fact asked twice.
        const sameWording = similarity(a.both, b.both) > 0.8;
        const sameFact = similarity(a.question, b.question) > 0.6 && similarity(a.answer, b.answer) > 0.5;
        if (sameWording || sameFact) pairs.push(`${a.id} ~ ${b.id}`);
      }
    }
    expect(pairs).toEqual([]);
  });

  it('never repeats an option within a question, nor offers all/none of the above', () => {
    for (const q of bank) {
      expect(new Set(q.options.map(normalise)).size, q.id).toBe(4);
      for (const option of q.options) expect(option, q.id).not.toMatch(/\b(all|none) of the above\b/i);
    }
  });

  it('gives every question an explanation of a few sentences and a memory device that is more than the answer', () => {
    for (const q of bank) {
      const sentences = q.explanation.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/).filter(Boolean).length;
      expect(sentences, `${q.id}: ${q.explanation}`).toBeGreaterThanOrEqual(2);
      expect(normalise(q.memoryDevice), q.id).not.toBe(normalise(q.options[q.correctAnswer]!));
      expect(q.memoryDevice.length, q.id).toBeGreaterThan(20);
    }
  });
});

/**
 * Statements that were true when the study guide was written and are not true now.
 * A question may mention one only to teach what changed: never in its correct answer, and only
 * when its explanation says that the fact is out of date.
 */
const STALE: { name: string; pattern: RegExp }[] = [
  { name: 'Queen Elizabeth II as sovereign', pattern: /\bQueen Elizabeth\b/i },
  { name: 'Her Majesty', pattern: /\bHer Majesty\b/i },
  { name: 'God Save the Queen', pattern: /\bGod Save the Queen\b/i },
  { name: "Queen's Bench", pattern: /\bQueen'?s Bench\b/i },
  { name: '308 seats', pattern: /\b308\b/ },
  { name: '338 seats', pattern: /\b338 (seats|ridings|members|electoral)/i },
  { name: 'G8', pattern: /\bG8\b/ },
  { name: 'NAFTA', pattern: /\bNAFTA\b/ },
  { name: '$10 note with Macdonald', pattern: /\$10[^.]*Macdonald|Macdonald[^.]*\$10/i },
  { name: '34 million people', pattern: /\b34 million\b/i },
  // "Aboriginal and treaty rights" is the Constitution's own phrase and stays correct.
  { name: 'Aboriginal as the current term', pattern: /\bAboriginal\b(?! and treaty rights)/ },
  { name: 'Citizenship and Immigration Canada', pattern: /\bCitizenship and Immigration Canada\b/i },
  { name: '19-member Nunavut assembly', pattern: /\b19[- ]member/i },
  { name: '53 other Commonwealth nations', pattern: /\b53 (other )?(nations|countries|members)\b/i },
  { name: 'three major parties incl. NDP', pattern: /\bthree major (political )?parties\b/i },
];
const MARKS_CHANGE = /(out of date|outdated|older|no longer|changed|replaced|used to|formerly|until|former|died|renamed|now|today|since|guide (says|uses|still)|legal|treaty|Constitution|section 35|historical|when (it|the House) had|study guide)/i;

function texts(q: SeedQuestion) {
  return [q.question, ...q.options, q.explanation, q.memoryDevice, q.context ?? ''];
}

describe('current facts (2026)', () => {
  it.each(STALE)('never states "$name" as current', ({ pattern }) => {
    const offenders: string[] = [];
    for (const q of bank) {
      if (pattern.test(q.options[q.correctAnswer]!)) offenders.push(`${q.id}: in the correct answer`);
      else if (texts(q).some((t) => pattern.test(t)) && !MARKS_CHANGE.test(q.explanation)) offenders.push(`${q.id}: explanation does not say it changed`);
    }
    expect(offenders).toEqual([]);
  });

  it('teaches the current facts where the bank covers them', () => {
    const all = bank.map((q) => texts(q).join(' ')).join('\n');
    for (const fact of [/King Charles III/, /\b343\b/, /\b172\b/, /CUSMA/, /\bG7\b/, /Viola Desmond/, /Truth and Reconciliation/, /Emancipation Day/, /45 minutes/]) {
      expect(all).toMatch(fact);
    }
  });
});
