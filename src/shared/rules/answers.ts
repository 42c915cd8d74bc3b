import { ANSWER_LETTERS, OPTION_COUNT } from '../constants.js';

export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

export function indexToLetter(index: number): AnswerLetter {
  const letter = ANSWER_LETTERS[index];
  if (letter === undefined) throw new RangeError(`No answer letter for index ${index}`);
  return letter;
}

export function letterToIndex(letter: string): number {
  return ANSWER_LETTERS.indexOf(letter.toUpperCase() as AnswerLetter);
}

/**
 * Maps a correct answer given as a number, a digit string or a letter A-D to an index 0-3.
 * A missing or unreadable value defaults to A (index 0), as the spec says.
 */
export function parseCorrectAnswer(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < OPTION_COUNT) {
    return value;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d$/.test(trimmed)) return parseCorrectAnswer(Number(trimmed));
    const index = letterToIndex(trimmed);
    if (trimmed.length === 1 && index >= 0) return index;
  }
  return 0;
}
