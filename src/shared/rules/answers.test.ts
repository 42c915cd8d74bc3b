import { describe, expect, it } from 'vitest';
import { indexToLetter, letterToIndex, parseCorrectAnswer } from './answers.js';

describe('parseCorrectAnswer', () => {
  it.each([
    [0, 0],
    [3, 3],
    ['2', 2],
    [' 1 ', 1],
    ['A', 0],
    ['b', 1],
    ['D', 3],
    [undefined, 0],
    [null, 0],
    [7, 0],
    ['E', 0],
    ['AB', 0],
    [1.5, 0],
  ])('maps %j to %i', (input, expected) => {
    expect(parseCorrectAnswer(input)).toBe(expected);
  });
});

describe('letters', () => {
  it('round-trips indices and letters', () => {
    expect([0, 1, 2, 3].map(indexToLetter)).toEqual(['A', 'B', 'C', 'D']);
    expect(['A', 'b', 'C', 'd'].map(letterToIndex)).toEqual([0, 1, 2, 3]);
    expect(letterToIndex('Z')).toBe(-1);
    expect(() => indexToLetter(4)).toThrow(RangeError);
  });
});
