import type { QuestionListParams } from './types';

/** Every admin query key; mutations invalidate by these same keys. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  questions: () => [...adminKeys.all, 'questions'] as const,
  questionList: (params: QuestionListParams) => [...adminKeys.questions(), 'list', params] as const,
  question: (id: string) => [...adminKeys.questions(), 'detail', id] as const,
  /** Under questions(): every change to the bank refreshes an open history too. */
  questionHistory: (id: string) => [...adminKeys.questions(), 'history', id] as const,
  /** Under questions(): an edit of the English can make its translations out of date. */
  questionHelp: (id: string) => [...adminKeys.questions(), 'help', id] as const,
  distributions: () => [...adminKeys.all, 'distribution'] as const,
  distribution: (category: string | undefined) => [...adminKeys.distributions(), category ?? 'ALL'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportList: (status: string) => [...adminKeys.reports(), status] as const,
};
