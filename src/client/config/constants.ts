/** Client-only constants: fallbacks, estimates and display limits (docs/spec.md §9). */
export const ADMIN_QUESTION_PREVIEW_LENGTH = 100;
export const SUCCESS_BANNER_MS = 3000;
export const FLASHCARD_FETCH_LIMIT = 1000;
export const DEFAULT_TOTAL_QUESTIONS = 680;
export const ADMIN_FALLBACK_STATS = {
  totalQuestions: DEFAULT_TOTAL_QUESTIONS,
  totalCategories: 6,
  loadedQuestions: 100,
  activeUsers: 0,
} as const;
/** Fallback question counts when the categories call fails (docs/spec.md §9, two readings). */
export const LANDING_FALLBACK_COUNTS = { RIG: 120, HIS: 180, GOV: 140, GEO: 110, SYM: 80, ECO: 50 } as const;
export const STUDY_FALLBACK_COUNTS = { RIG: 120, HIS: 150, GOV: 130, GEO: 140, SYM: 100, ECO: 100 } as const;
/** Study estimates (docs/spec.md §9). */
export const QUESTIONS_PER_PRACTICE_SESSION = 10;
export const STUDY_MINUTES_PER_QUESTION = 1.5;
export const QUICK_QUIZ_QUESTIONS = 5;
