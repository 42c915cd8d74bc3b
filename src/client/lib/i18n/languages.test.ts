import { describe, expect, it } from 'vitest';
import { basenameOf, langOfPath, pathInLang, pathWithoutLang } from './languages';

describe('language in the path', () => {
  it.each([
    ['/', 'en'],
    ['/practice', 'en'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/fr/study/history', 'fr'],
    ['/french-words', 'en'],
    ['/frx/practice', 'en'],
  ])('%s is %s', (path, lang) => expect(langOfPath(path)).toBe(lang));

  it('strips the French prefix only', () => {
    expect(pathWithoutLang('/fr')).toBe('/');
    expect(pathWithoutLang('/fr/practice')).toBe('/practice');
    expect(pathWithoutLang('/french')).toBe('/french');
    expect(pathWithoutLang('/study')).toBe('/study');
  });

  it('gives the same page in the other language, query and hash kept', () => {
    expect(pathInLang('/flashcards', '?category=GEO', '', 'fr')).toBe('/fr/flashcards?category=GEO');
    expect(pathInLang('/', '', '', 'fr')).toBe('/fr');
    expect(pathInLang('/fr', '', '', 'en')).toBe('/');
    expect(pathInLang('/fr/practice', '?questions=5', '#top', 'en')).toBe('/practice?questions=5#top');
    expect(pathInLang('/fr/practice', '', '', 'fr')).toBe('/fr/practice');
  });

  it('routes French pages under /fr', () => {
    expect(basenameOf('fr')).toBe('/fr');
    expect(basenameOf('en')).toBeUndefined();
  });
});
