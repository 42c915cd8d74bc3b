import { MAX_TEST_QUESTIONS, QUESTIONS_PER_TEST } from '@shared/constants';
import { ALL_CATEGORIES, findCategory, type CategoryCode } from '@shared/categories';

export interface PracticeConfig {
  /** The category the test is limited to; undefined means every category. */
  categoryCode: CategoryCode | undefined;
  /** Set when the route named a category that does not exist. */
  unknownCategory: string | undefined;
  /** How many questions to ask for. */
  requestedCount: number;
}

function readCount(value: string | null): number {
  const count = value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(count) || count < 1) return QUESTIONS_PER_TEST;
  return Math.min(count, MAX_TEST_QUESTIONS);
}

/**
 * One reading of every practice route: /practice, /practice/{slug-or-code} and
 * /practice-test?category=CODE&questions=N&random=true (questions are always drawn at random).
 */
export function readPracticeConfig(routeCategory: string | undefined, search: URLSearchParams): PracticeConfig {
  const requestedCount = readCount(search.get('questions'));
  const raw = (routeCategory ?? search.get('category') ?? '').trim();
  if (!raw || raw.toUpperCase() === ALL_CATEGORIES) return { categoryCode: undefined, unknownCategory: undefined, requestedCount };
  const category = findCategory(raw);
  return category
    ? { categoryCode: category.code, unknownCategory: undefined, requestedCount }
    : { categoryCode: undefined, unknownCategory: raw, requestedCount };
}

/** The number of questions the learner will get: the request, or fewer when the bank holds fewer. */
export function plannedQuestionCount(requested: number, available: number | undefined): number {
  return available === undefined ? requested : Math.min(requested, available);
}


/** Progress through the test: (current / total) x 100, with `index` counted from 0. */
export function progressPercent(index: number, total: number): number {
  return total === 0 ? 0 : ((index + 1) / total) * 100;
}
