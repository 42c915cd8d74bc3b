import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES } from '../../src/shared/categories.js';
import { loadContentQuestions, type SeedQuestion } from '../../src/server/db/content.js';

/** Proof of quality for the question bank: original, accurate, current questions (content/WRITING.md). */
const bank = loadContentQuestions();
const byCategory = (code: string) => bank.filter((q) => q.category === code);

/** Multiple-choice questions per category: at least the counts of the bank before its November 2026 rewrite. */
const MINIMUM_PER_CATEGORY: Record<string, number> = { RIG: 126, HIS: 190, GOV: 148, GEO: 116, SYM: 85, ECO: 55 };
const choice = (qs: SeedQuestion[]) => qs.filter((q) => q.type === 'multiple-choice');
const trueFalse = (qs: SeedQuestion[]) => qs.filter((q) => q.type === 'true-false');

describe('size and spread', () => {
  it('holds at least 720 multiple-choice and 120 true/false questions with unique, stable ids', () => {
    expect(choice(bank).length).toBeGreaterThanOrEqual(720);
    expect(trueFalse(bank).length).toBeGreaterThanOrEqual(120);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    for (const q of bank) expect(q.id.slice(0, 3).toUpperCase()).toBe(q.category);
  });

  it.each(CATEGORY_CODES)('%s meets its minimum count and has true/false questions', (code) => {
    expect(choice(byCategory(code)).length).toBeGreaterThanOrEqual(MINIMUM_PER_CATEGORY[code]!);
    expect(trueFalse(byCategory(code)).length).toBeGreaterThanOrEqual(10);
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

  it.each(['ALL', ...CATEGORY_CODES])('%s keeps each correct letter between 22 and 28 percent of its multiple-choice questions', (code) => {
    const qs = choice(code === 'ALL' ? bank : byCategory(code));
    for (const letter of [0, 1, 2, 3]) {
      const share = (100 * qs.filter((q) => q.correctAnswer === letter).length) / qs.length;
      expect(share, `letter ${'ABCD'[letter]}`).toBeGreaterThanOrEqual(22);
      expect(share, `letter ${'ABCD'[letter]}`).toBeLessThanOrEqual(28);
    }
  });
});

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
describe('options', () => {
  it('never repeats an option within a question, nor offers all/none of the above', () => {
    for (const q of bank) {
      expect(new Set(q.options.map(normalise)).size, q.id).toBe(q.type === 'true-false' ? 2 : 4);
      for (const option of q.options) expect(option, q.id).not.toMatch(/\b(all|none) of the above\b/i);
    }
  });

  it('opens a true/false explanation with the verdict', () => {
    for (const q of trueFalse(bank)) expect(q.explanation, q.id).toMatch(q.correctAnswer === 0 ? /^True\./ : /^False\./);
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
  it('says of every question when a reviewer last checked it (shown to learners as "Checked <month year>")', () => {
    expect(bank.filter((q) => !q.verified).map((q) => q.id)).toEqual([]);
  });

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
