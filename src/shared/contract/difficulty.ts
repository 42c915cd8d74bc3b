import { z } from 'zod';

/** How hard each active question is for everyone, on the pass estimate's logit scale (decision 045). */
export const questionDifficultyResponseSchema = z
  .object({ data: z.record(z.string(), z.number()) })
  .meta({ id: 'QuestionDifficulty' });
