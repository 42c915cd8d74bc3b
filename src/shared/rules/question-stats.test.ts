import { describe, expect, it } from 'vitest';
import { MIN_ATTEMPTS_FOR_FLAG, NO_ANSWERS, toQuestionStats } from './question-stats.js';

describe('toQuestionStats', () => {
  it('gives whole percentages of the attempts', () => {
    expect(toQuestionStats({ attempts: 6, correct: 2, topWrong: { letter: 'C', count: 3 } })).toEqual({
      attempts: 6,
      correct: 2,
      right_percentage: 33,
      top_wrong_answer: { letter: 'C', count: 3, percentage: 50 },
      likely_wrong_key: false,
    });
  });

  it('has no percentages without attempts', () => {
    expect(toQuestionStats(NO_ANSWERS)).toEqual({ attempts: 0, correct: 0, right_percentage: null, top_wrong_answer: null, likely_wrong_key: false });
  });

  it('flags a likely wrong key only when a wrong option beats the key, over enough independent answers', () => {
    const enough = MIN_ATTEMPTS_FOR_FLAG;
    expect(toQuestionStats({ attempts: enough, correct: 8, topWrong: { letter: 'B', count: 12 } }).likely_wrong_key).toBe(true);
    expect(toQuestionStats({ attempts: enough - 1, correct: 0, topWrong: { letter: 'B', count: enough - 1 } }).likely_wrong_key).toBe(false);
    // A tie goes to the key; all right has no wrong option at all.
    expect(toQuestionStats({ attempts: enough, correct: 10, topWrong: { letter: 'B', count: 10 } }).likely_wrong_key).toBe(false);
    expect(toQuestionStats({ attempts: enough, correct: enough, topWrong: null })).toMatchObject({ right_percentage: 100, top_wrong_answer: null, likely_wrong_key: false });
  });
});
