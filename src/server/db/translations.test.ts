import { describe, expect, it } from 'vitest';
import { englishWordsIn, typographyProblems } from './translations.js';

describe('French checks', () => {
  it('finds English left in a French text, but not inside a quotation', () => {
    expect(englishWordsIn('Which province is the largest of all?')).toEqual(['which', 'is', 'the', 'of']);
    expect(englishWordsIn('Quelle province est la plus grande?')).toEqual([]);
    expect(englishWordsIn('L\u2019hymne dit «\u00a0The True North strong and free\u00a0».')).toEqual([]);
  });

  it('applies the fr-CA typography of the glossary', () => {
    expect(typographyProblems('Vrai\u00a0: le 1er juillet 1867, à 15 h 30, «\u00a0Ô Canada\u00a0»!')).toEqual([]);
    expect(typographyProblems('Pourquoi ?')).toEqual(['a space before ; ! or ?']);
    expect(typographyProblems('Réponse: oui')).toEqual(['":" without a non-breaking space before it']);
    expect(typographyProblems('«Ô Canada»')).toEqual(['« » without non-breaking spaces inside']);
  });
});
