import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentQuestions, type SeedQuestion } from '../../src/server/db/content.js';
import { PROJECT_ROOT } from '../../src/server/project-paths.js';
import { copiedRun, guideRuns } from './audit/copied-wording';
import { loadQualityExceptions } from './audit/exceptions';
import { absoluteWordGiveAway, echoGiveAway } from './audit/give-aways';
import { gradeLevel, median, READABILITY, sentenceLengths } from './audit/readability';
import { findSameFactPairs } from './audit/same-fact';
import { guideSentenceEcho, guideSentences, restatingDevice, unquotedMotion } from './audit/weak-items';

/**
 * The bank from correct to excellent: one fact once, no give-aways, our own words, plain
 * language (content/WRITING.md). `npm run content:audit` prints the
 * same findings per category for writers and reviewers.
 */
const bank = loadContentQuestions();
const byId = new Map(bank.map((q) => [q.id, q]));
const exceptions = loadQualityExceptions();
const show = (q: SeedQuestion) => `${q.id}: ${q.question} → ${q.options[q.correctAnswer]}`;

describe('one fact once', () => {
  it('asks no fact twice, in any direction, across the whole bank (reviewed exceptions aside)', () => {
    const pairs = findSameFactPairs(bank)
      .filter((p) => !exceptions.isDistinctPair(p.a, p.b))
      .map((p) => `${show(byId.get(p.a)!)}  ~  ${show(byId.get(p.b)!)}`);
    expect(pairs).toEqual([]);
  });

  it('keeps every exception about questions that exist, each with a reason', () => {
    const stale = [...exceptions.data.distinctFacts.flatMap((e) => e.ids), ...exceptions.data.echoes.map((e) => e.id), ...exceptions.data.guideEchoes.map((e) => e.id)].filter((id) => !byId.has(id));
    expect(stale).toEqual([]);
  });
});

describe('no give-aways', () => {
  it('never leaves the absolute words (only, all, every, must, never…) to the wrong options', () => {
    expect(bank.filter(absoluteWordGiveAway).map(show)).toEqual([]);
  });

  it('never lets only the right option repeat a word of the question (reviewed exceptions aside)', () => {
    expect(bank.filter((q) => echoGiveAway(q) && !exceptions.isAllowedEcho(q.id)).map(show)).toEqual([]);
  });
});

const referenceDir = join(PROJECT_ROOT, '..', 'shared', 'reference', 'discover-canada');
const runs = guideRuns(referenceDir);

describe.skipIf(!runs)('our own words (the guide is read from the reference folder, never copied)', () => {
  it('shares no run of ten words with the guide outside marked quotations', () => {
    const copied = bank.flatMap((q) =>
      [q.question, ...q.options, q.explanation, q.memoryDevice, q.context ?? ''].flatMap((text) => {
        const run = copiedRun(text, runs!);
        return run ? [`${q.id}: "${run}"`] : [];
      }),
    );
    expect(copied).toEqual([]);
  });

  it('does not use the guide’s own study questions as questions', () => {
    expect(bank.filter((q) => copiedRun(q.question, runs!)).map((q) => q.id)).toEqual([]);
  });
});

const guide = guideSentences(referenceDir);

describe('the weak items of the November 2026 audit stay out', () => {
  it.skipIf(!guide)('has no true/false statement that is a guide sentence with a few words swapped (reviewed exceptions aside)', () => {
    expect(bank.filter((q) => guideSentenceEcho(q, guide!) && !exceptions.isAllowedGuideEcho(q.id)).map(show)).toEqual([]);
  });

  it('has no memory device that only restates the answer', () => {
    expect(bank.flatMap((q) => (restatingDevice(q) ? [`${q.id}: ${restatingDevice(q)}: ${q.memoryDevice}`] : []))).toEqual([]);
  });

  it("quotes Parliament's 2006 motion as the quotation it is", () => {
    expect(bank.filter(unquotedMotion).map((q) => q.id)).toEqual([]);
  });
});

describe('plain language for newcomers', () => {
  const lengths = bank.flatMap((q) => sentenceLengths(q.explanation));

  it(`explains at a median grade of ${READABILITY.medianGrade} or below (Flesch-Kincaid)`, () => {
    expect(median(bank.map((q) => gradeLevel(q.explanation)))).toBeLessThanOrEqual(READABILITY.medianGrade);
  });

  it(`has no explanation sentence over ${READABILITY.maxSentenceWords} words, and few over ${READABILITY.longSentenceWords}`, () => {
    const tooLong = bank.filter((q) => sentenceLengths(q.explanation).some((n) => n > READABILITY.maxSentenceWords)).map((q) => q.id);
    expect(tooLong).toEqual([]);
    expect(lengths.filter((n) => n > READABILITY.longSentenceWords).length / lengths.length).toBeLessThanOrEqual(READABILITY.maxLongShare);
  });
});

describe('scope and currency', () => {
  it('keeps the questions about the test itself out of practice tests', () => {
    const rules = bank.filter((q) => q.outOfTest);
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const id of ['rig-002', 'rig-003', 'rig-004', 'rig-005', 'rig-006', 'rig-037']) {
      if (byId.has(id)) expect(byId.get(id)!.outOfTest, id).toBe(true);
    }
    for (const q of rules) expect(`${q.question} ${q.explanation}`, q.id).toMatch(/test|appl(y|ication|icant)|citizenship|IRCC/i);
  });

  it('marks the recent facts to re-check every year', () => {
    for (const id of ['gov-131', 'gov-132', 'gov-133', 'eco-040', 'eco-052', 'sym-051']) {
      if (byId.has(id)) expect(byId.get(id)!.recheck, id).toBe(true);
    }
  });

  it.each([
    ['New Brunswick’s main industries', /New Brunswick/i, /forestry|fisher|mining|agriculture/i],
    ['British Columbia’s forest products', /British Columbia|B\.C\./, /forest/i],
    ['the first line of the anthem', /anthem|O Canada/i, /our home and native land/i],
    ['the Victoria Cross count in the guide', /Victoria Cross/i, /96/],
    ['Sam Steele', /Steele/, /./],
    ['what Confederation means', /Confederation/i, /join|union|united|one country/i],
    ['why D-Day mattered', /D-Day|June 6, 1944|Juno/i, /libera|free|Europe/i],
    ['the lives saved by insulin', /insulin/i, /li(fe|ves)|saved|millions/i],
    ['the design of the flag', /flag/i, /maple leaf/i],
  ])('asks directly about %s', (_name, asked, answered) => {
    const direct = bank.filter((q) => asked.test(`${q.question} ${q.options[q.correctAnswer]}`) && answered.test(`${q.question} ${q.options[q.correctAnswer]} ${q.explanation}`));
    expect(direct.length).toBeGreaterThan(0);
  });
});
