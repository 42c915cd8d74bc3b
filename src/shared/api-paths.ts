/**
 * Every API path, named once: route registration on the server and fetchers on the client
 * both read this table (it holds no schemas, so learner pages load no validation code).
 * `:name` segments are filled by `fillPath`.
 */
export const API_PATHS = {
  health: '/health',
  questions: '/api/questions',
  questionStats: '/api/questions/stats',
  questionDifficulty: '/api/questions/difficulty',
  outcomes: '/api/outcomes',
  outcomeCalibration: '/api/outcomes/calibration',
  adminOutcomes: '/api/admin/outcomes',
  categories: '/api/categories',
  lessons: '/api/lessons',
  lesson: '/api/lessons/:slug',
  glossary: '/api/glossary',
  helpPack: '/api/help/:lang',
  sessions: '/api/sessions',
  reports: '/api/reports',
  syncSpace: '/api/sync/:id',
  syncChunks: '/api/sync/:id/chunks',
  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  adminMe: '/api/admin/me',
  adminStats: '/api/admin/stats',
  adminQuestions: '/api/admin/questions',
  adminQuestion: '/api/admin/questions/:id',
  adminQuestionHelp: '/api/admin/questions/:id/help',
  adminQuestionHelpLang: '/api/admin/questions/:id/help/:lang',
  adminReorderAnswers: '/api/admin/questions/:id/reorder-answers',
  adminQuestionHistory: '/api/admin/questions/:id/history',
  adminRestoreQuestion: '/api/admin/questions/:id/restore',
  adminRestoreQuestionVersion: '/api/admin/questions/:id/history/:entryId/restore',
  adminShuffleAnswers: '/api/admin/questions/shuffle-answers',
  adminDistribution: '/api/admin/questions/answer-distribution',
  adminFixDistribution: '/api/admin/questions/fix-distribution',
  adminBulkImport: '/api/admin/questions/bulk-import',
  adminCategories: '/api/admin/categories',
  adminCategory: '/api/admin/categories/:code',
  adminReports: '/api/admin/reports',
  adminReport: '/api/admin/reports/:id',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** Fills the `:name` segments of a path, encoded. */
export function fillPath(path: ApiPath, params: Record<string, string>): string {
  return path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
