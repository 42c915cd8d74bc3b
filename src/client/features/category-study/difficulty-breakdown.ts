import { DIFFICULTIES } from '@shared/constants';
import type { Difficulty } from '@shared/contract/questions';

/** How many questions there are of each difficulty, in the order easy, medium, hard. */
export function difficultyBreakdown(questions: readonly { difficulty_level: Difficulty }[]): { difficulty: Difficulty; count: number }[] {
  return DIFFICULTIES.map((difficulty) => ({ difficulty, count: questions.filter((q) => q.difficulty_level === difficulty).length }));
}
