import { describe, expect, it } from 'vitest';
import { MAX_SPOKEN_CHARS, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at periods, question and exclamation marks', () => {
    expect(splitSentences('Ottawa is the capital. It was chosen in 1857! Why there? It was safe.')).toEqual([
      'Ottawa is the capital.',
      'It was chosen in 1857!',
      'Why there?',
      'It was safe.',
    ]);
  });

  it('keeps a short text whole and drops empty pieces', () => {
    expect(splitSentences('Who is the King of Canada?')).toEqual(['Who is the King of Canada?']);
    expect(splitSentences('  ')).toEqual([]);
  });

  it('does not split after abbreviations, initials, dotted abbreviations or decimals', () => {
    expect(splitSentences('Sir John A. Macdonald was born in Glasgow. Dr. Norman Bethune was a surgeon.')).toEqual([
      'Sir John A. Macdonald was born in Glasgow.',
      'Dr. Norman Bethune was a surgeon.',
    ]);
    expect(splitSentences('The St. Lawrence River and the U.S. Bill of Rights cost 1.5 million.')).toHaveLength(1);
    expect(splitSentences("Le Dr John A. Hopps a inventé le stimulateur. M. Tremblay l'a vu.")).toEqual([
      'Le Dr John A. Hopps a inventé le stimulateur.',
      "M. Tremblay l'a vu.",
    ]);
  });

  it('splits French sentences, with closing guillemets and a true/false verdict', () => {
    expect(splitSentences('Vrai. Le Canada a dix provinces. On dit « bonjour ». Et ensuite?')).toEqual([
      'Vrai.',
      'Le Canada a dix provinces.',
      'On dit « bonjour ».',
      'Et ensuite?',
    ]);
    expect(splitSentences('He said "Stop." Then he left.')).toEqual(['He said "Stop."', 'Then he left.']);
  });

  it('does not split before a lower-case word', () => {
    expect(splitSentences('It costs approx. ten dollars.')).toEqual(['It costs approx. ten dollars.']);
  });

  it('cuts a sentence too long for one utterance at a clause, else between words', () => {
    const long = `${'The Fathers of Confederation met in Charlottetown and Quebec City in 1864, '.repeat(3)}and in London in 1866.`;
    const pieces = splitSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= MAX_SPOKEN_CHARS)).toBe(true);
    expect(pieces[0]!.endsWith(',')).toBe(true);
    expect(pieces.join(' ')).toBe(long);

    const words = splitSentences('one two three four five six', 10);
    expect(words).toEqual(['one two', 'three four', 'five six']);
    expect(splitSentences('abcdefghijklmnop', 10)).toEqual(['abcdefghij', 'klmnop']);
  });
});
