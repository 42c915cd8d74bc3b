import { QUESTIONS_PER_TEST } from '@shared/constants';
import { DEFAULT_TOTAL_QUESTIONS, LANDING_FALLBACK_COUNTS } from '../../config/constants';
import type { Category } from '../../lib/content/category';
import { fallbackCategories } from '../../lib/content/normalise-category';

export interface LandingInput {
  categories?: Category[];
  categoriesFailed: boolean;
  stats?: { totalQuestions: number; totalCategories: number; questionsPerTest?: number };
  statsFailed: boolean;
}

export interface LandingFigures {
  /** Undefined while still loading (the page reserves the space). */
  categories?: Category[];
  totalQuestions?: number;
  totalCategories?: number;
  questionsPerTest: number;
  usingFallback: boolean;
}

/**
 * The landing page's figures with the spec's fallbacks: bundled categories with the landing
 * counts when the categories call fails; totals summed from the categories when the stats call
 * fails, and 680 when nothing can be summed.
 */
export function landingFigures(input: LandingInput): LandingFigures {
  const categories = input.categories ?? (input.categoriesFailed ? fallbackCategories(LANDING_FALLBACK_COUNTS) : undefined);
  const summed = categories?.reduce((sum, c) => sum + c.total_questions, 0);
  const totalQuestions = input.stats?.totalQuestions ?? (input.statsFailed ? summed || DEFAULT_TOTAL_QUESTIONS : undefined);
  const totalCategories = input.stats?.totalCategories ?? (input.statsFailed ? categories?.length : undefined);
  return {
    categories,
    totalQuestions,
    totalCategories,
    questionsPerTest: input.stats?.questionsPerTest ?? QUESTIONS_PER_TEST,
    usingFallback: input.categoriesFailed || input.statsFailed,
  };
}
