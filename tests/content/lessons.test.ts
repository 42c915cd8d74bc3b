import { describe, expect, it } from 'vitest';
import { lessonFindings, loadLessons } from './audit/lesson-checks';

/** The lessons: our own words, plain language, the same structure in both languages, every question mapped. */
describe('lessons', () => {
  it('have no findings: valid files, own words, reading grade, sentence length, terms, French structure, question mapping', () => {
    expect(lessonFindings()).toEqual([]);
  });

  it('cover the eleven chapters of the guide in both languages, with a glossary of at least 150 terms', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { files } = loadLessons(lang);
      expect(files.map((f) => f.chapter)).toHaveLength(11);
      expect(files.reduce((n, f) => n + f.terms.length, 0)).toBeGreaterThanOrEqual(150);
    }
  });
});
