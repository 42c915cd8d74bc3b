import { describe, expect, it } from 'vitest';
import { difficultyBreakdown } from './difficulty-breakdown';

describe('difficultyBreakdown', () => {
  it('counts every difficulty, including missing ones', () => {
    expect(difficultyBreakdown([{ difficulty_level: 'hard' }, { difficulty_level: 'easy' }, { difficulty_level: 'hard' }])).toEqual([
      { difficulty: 'easy', count: 1 },
      { difficulty: 'medium', count: 0 },
      { difficulty: 'hard', count: 2 },
    ]);
  });
});
