import { MAX_TEST_QUESTIONS, QUESTIONS_PER_TEST } from '@shared/constants';
import { ALL_CATEGORIES, findCategory, type CategoryCode } from '@shared/categories';
import { parseDrillMode, type DrillMode } from '../../../lib/learning/drills';

export interface PracticeConfig {
  /** The category the test is limited to; undefined means every category. */
  categoryCode: CategoryCode | undefined;
  /** Set when the route named a category that does not exist. */
  unknownCategory: string | undefined;
  /** How many questions to ask for. */
  requestedCount: number;
  /** A review drill (`mode=weak|missed|due`): its questions come from the learner's own answers. */
  drill: DrillMode | undefined;
  /** `scope=last`: the drill reviews only the last test's questions. */
  lastTestOnly: boolean;
}

function readCount(value: string | null): number {
  const count = value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(count) || count < 1) return QUESTIONS_PER_TEST;
  return Math.min(count, MAX_TEST_QUESTIONS);
}

/**
 * One reading of every practice route: /practice, /practice/{slug-or-code},
 * /practice-test?category=CODE&questions=N&random=true (questions are always drawn at random) and
 * the review drills /practice?mode=weak|missed|due (a drill covers every category).
 */
export function readPracticeConfig(routeCategory: string | undefined, search: URLSearchParams): PracticeConfig {
  const requestedCount = readCount(search.get('questions'));
  const drill = parseDrillMode(search.get('mode'));
  const base = { requestedCount, drill, lastTestOnly: drill === 'missed' && search.get('scope') === 'last' };
  const raw = drill ? '' : (routeCategory ?? search.get('category') ?? '').trim();
  if (!raw || raw.toUpperCase() === ALL_CATEGORIES) return { ...base, categoryCode: undefined, unknownCategory: undefined };
  const category = findCategory(raw);
  return category ? { ...base, categoryCode: category.code, unknownCategory: undefined } : { ...base, categoryCode: undefined, unknownCategory: raw };
}

/** The number of questions the learner will get: the request, or fewer when the bank holds fewer. */
export function plannedQuestionCount(requested: number, available: number | undefined): number {
  return available === undefined ? requested : Math.min(requested, available);
}


/** Progress through the test: (current / total) x 100, with `index` counted from 0. */
export function progressPercent(index: number, total: number): number {
  return total === 0 ? 0 : ((index + 1) / total) * 100;
}
