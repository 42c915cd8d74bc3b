/** Business constants of the product, named once (spec section 9). */
export const QUESTIONS_PER_TEST = 20;
export const TEST_TIME_LIMIT_SECONDS = 1800;
export const PASS_MARK_CORRECT = 15;
export const PASS_PERCENTAGE = 75;
export const TIMER_WARNING_SECONDS = 300;
export const TIME_TIP_GREAT_SECONDS = 600;
export const TIME_TIP_GOOD_SECONDS = 900;
export const SCORE_SUCCESS_PERCENTAGE = 75;
export const SCORE_WARNING_PERCENTAGE = 60;

export const OPTION_COUNT = 4;
export const QUESTION_TYPES = ['multiple-choice', 'true-false'] as const;
/** The two options of a true/false question, in each language (A is true, B is false). */
export const TRUE_FALSE_OPTIONS = { en: ['True', 'False'], fr: ['Vrai', 'Faux'] } as const;
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const DEFAULT_DIFFICULTY = 'medium';
export const DEFAULT_SOURCE = 'Discover Canada';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_QUESTION_PREVIEW_LENGTH = 100;
export const SUCCESS_BANNER_MS = 3000;
export const MAX_QUESTIONS_LIMIT = 1000;
export const FLASHCARD_FETCH_LIMIT = 1000;

/** Balanced share of correct answers per letter, in percent. */
export const BALANCE_MIN_PERCENTAGE = 15;
export const BALANCE_MAX_PERCENTAGE = 35;
/** The fix re-shuffles questions whose letter holds more than this share. */
export const FIX_OVER_PERCENTAGE = 30;

export const DEFAULT_TOTAL_QUESTIONS = 680;
export const DEFAULT_TOTAL_CATEGORIES = 6;
export const ADMIN_FALLBACK_STATS = {
  totalQuestions: 680,
  totalCategories: 6,
  loadedQuestions: 100,
  activeUsers: 0,
} as const;

export const STUDY_SECTIONS_PER_CATEGORY = 5;
export const MOBILE_DRAWER_BREAKPOINT_PX = 992;

export const STORAGE_KEYS = {
  lastTestResults: 'ca_last_test_results',
  studyProgress: 'ca_study_progress',
  learnerId: 'ca_learner_id',
  adminHint: 'ca_admin_auth',
} as const;

/** Fallback question counts when the categories call fails (spec section 9, two readings). */
export const LANDING_FALLBACK_COUNTS = { RIG: 120, HIS: 180, GOV: 140, GEO: 110, SYM: 80, ECO: 50 } as const;
export const STUDY_FALLBACK_COUNTS = { RIG: 120, HIS: 150, GOV: 130, GEO: 140, SYM: 100, ECO: 100 } as const;
export const STUDY_FALLBACK_DEFAULT_COUNT = 50;
export const STUDY_FALLBACK_ALL_COUNT = 680;

/** Study estimates (spec section 9). */
export const QUESTIONS_PER_PRACTICE_SESSION = 10;
export const STUDY_MINUTES_PER_QUESTION = 1.5;
export const QUICK_QUIZ_QUESTIONS = 5;
export const CATEGORY_PRACTICE_QUESTIONS = 10;
/** The real test (2026): online, 45 minutes. This site's practice keeps the stricter 30. */
export const REAL_TEST_TIME_LIMIT_MINUTES = 45;
