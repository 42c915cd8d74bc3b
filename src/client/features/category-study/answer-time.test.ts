import { describe, expect, it } from 'vitest';
import { answerMs, MAX_MS_PER_QUESTION } from './answer-time';

describe('time spent on a category question', () => {
  it('counts from when the question showed to the answer', () => {
    expect(answerMs(1_000, 13_500)).toBe(12_500);
  });

  it('stops at five minutes for a learner who walked away, and never goes below zero', () => {
    expect(answerMs(0, 60 * 60 * 1000)).toBe(MAX_MS_PER_QUESTION);
    expect(answerMs(5_000, 4_000)).toBe(0);
  });
});
