import { describe, expect, it } from 'vitest';
import { loadContentQuestions } from '../../src/server/db/content.js';
import { loadFrenchFiles, translationProblems } from '../../src/server/db/translations.js';

/** Issue 15: every question has a complete French version with the same ids, options and key. */
describe('the French bank', () => {
  const english = loadContentQuestions();
  const french = loadFrenchFiles();

  it('translates every English question once, with the same type, option count and correct letter, in fr-CA typography and nothing left in English', () => {
    expect(translationProblems(english, french)).toEqual([]);
  });

  it('has one French file per English file', () => {
    expect(french.map((f) => f.file).sort()).toEqual([...new Set(english.map((q) => q.file))].sort());
  });
});
