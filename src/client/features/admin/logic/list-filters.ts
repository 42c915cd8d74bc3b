import { isCategoryCode } from '@shared/categories';
import { isHelpLang } from '@shared/help-languages';
import { DIFFICULTIES, OPTION_COUNT, QUESTION_TYPES } from '@shared/constants';
import type { Difficulty, QuestionType } from '@shared/contract/questions';
import type { QuestionListParams } from '../api/types';

/** The filter controls' values: an empty string means "not set". */
export interface ListFilters {
  search: string;
  category: string;
  difficulty: string;
  correctAnswer: string;
  type: string;
  /** A lesson chapter or "<chapter>/<section>": only the questions it teaches. */
  lesson: string;
  /** 'true' lists only the questions without a French version. */
  frenchMissing: string;
  /** "<help language>:missing" or ":outOfDate": only the questions whose translation is so. */
  help: string;
  /** 'missRate' lists the most missed questions first. */
  sort: string;
  /** 'deleted' lists the deleted questions (to restore them) instead of the active ones. */
  status: string;
}

export const NO_FILTERS: ListFilters = { search: '', category: '', difficulty: '', correctAnswer: '', type: '', lesson: '', frenchMissing: '', help: '', status: '', sort: '' };
const LESSON = /^\d\d-[a-z0-9-]+(?:\/[a-z0-9-]+)?$/;

const isQuestionType = (value: string): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value);

const isDifficulty = (value: string): value is Difficulty => (DIFFICULTIES as readonly string[]).includes(value);

function answerIndex(value: string): number | undefined {
  if (!/^\d$/.test(value)) return undefined;
  const index = Number(value);
  return index < OPTION_COUNT ? index : undefined;
}

/** Only the filters that are set become parameters. */
export function listParams(filters: ListFilters, page: number): QuestionListParams {
  const search = filters.search.trim();
  const params: QuestionListParams = { page };
  if (search) params.search = search;
  if (isCategoryCode(filters.category)) params.category = filters.category;
  if (isDifficulty(filters.difficulty)) params.difficulty = filters.difficulty;
  const correctAnswer = answerIndex(filters.correctAnswer);
  if (correctAnswer !== undefined) params.correctAnswer = correctAnswer;
  if (isQuestionType(filters.type)) params.type = filters.type;
  if (LESSON.test(filters.lesson)) params.lesson = filters.lesson;
  if (filters.frenchMissing === 'true') params.frenchMissing = true;
  const [helpLang, helpStatus] = filters.help.split(':');
  if (isHelpLang(helpLang) && (helpStatus === 'missing' || helpStatus === 'outOfDate')) params.help = { lang: helpLang, status: helpStatus };
  if (filters.sort === 'missRate') params.sort = 'missRate';
  if (filters.status === 'deleted') params.status = 'deleted';
  return params;
}

export function hasFilters(filters: ListFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** How many filters (and sorts) are set apart from the search box: the narrow screen's Filters button shows it. */
export function activeFilterCount(filters: ListFilters): number {
  return Object.entries(filters).filter(([key, value]) => key !== 'search' && value.trim() !== '').length;
}
