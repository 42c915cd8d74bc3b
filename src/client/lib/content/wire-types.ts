/** Types of the API's answers, inferred from the shared contract (type-only: no zod in the bundle). */
import type { z } from 'zod';
import type { categoriesResponseSchema } from '@shared/contract/categories';
import type { learnerStatsResponseSchema } from '@shared/contract/questions';

export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type LearnerStats = z.infer<typeof learnerStatsResponseSchema>;
