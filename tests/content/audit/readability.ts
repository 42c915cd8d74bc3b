import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { sentences, words } from './text';

/** Limits for newcomers reading in a second language (content/WRITING.md, "Explanations"). */
export const READABILITY = { medianGrade: 8, maxSentenceWords: 30, longSentenceWords: 25, maxLongShare: 0.05 } as const;

/** Flesch-Kincaid grade of a text, from its sentences, words and syllables. */
export function gradeLevel(text: string): number {
  const list = words(text);
  if (list.length === 0) return 0;
  return fleschKincaid({
    sentence: Math.max(1, sentences(text).length),
    word: list.length,
    syllable: list.reduce((sum, w) => sum + syllable(w), 0),
  });
}

export const sentenceLengths = (text: string): number[] => sentences(text).map((s) => words(s).length);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
