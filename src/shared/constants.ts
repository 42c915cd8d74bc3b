/** Business constants of the product, named once (docs/spec.md §9). */
export const QUESTIONS_PER_TEST = 20;
export const TEST_TIME_LIMIT_SECONDS = 1800;
export const PASS_PERCENTAGE = 75;
export const TIMER_WARNING_SECONDS = 300;
export const TIME_TIP_GREAT_SECONDS = 600;
export const TIME_TIP_GOOD_SECONDS = 900;
export const SCORE_SUCCESS_PERCENTAGE = 75;
export const SCORE_WARNING_PERCENTAGE = 60;

/** The languages of the site and the bank; English is the default and the source. */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const OPTION_COUNT = 4;
export const QUESTION_TYPES = ['multiple-choice', 'true-false'] as const;
/** The two options of a true/false question, in each language (A is true, B is false). */
export const TRUE_FALSE_OPTIONS = { en: ['True', 'False'], fr: ['Vrai', 'Faux'] } as const;
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const DEFAULT_DIFFICULTY = 'medium';
export const DEFAULT_SOURCE = 'Discover Canada';

export const ADMIN_PAGE_SIZE = 20;
/** The orders of the admin question list. */
export const ADMIN_QUESTION_SORTS = ['default', 'missRate'] as const;
export const MAX_QUESTIONS_LIMIT = 1000;
/** The most questions one practice test may hold (the test's own 20, or a longer quiz). */
export const MAX_TEST_QUESTIONS = 200;
/** Questions one request may name by id (a review drill asks for up to 20). */
export const MAX_QUESTIONS_BY_ID = 50;
/** No practice test lasts longer than a day, even with no time limit: the bound of every time sent. */
export const MAX_TEST_SECONDS = 24 * 3600;
/** Balanced share of correct answers per letter, in percent. */
export const BALANCE_MIN_PERCENTAGE = 15;
export const BALANCE_MAX_PERCENTAGE = 35;
/** The fix re-shuffles questions whose letter holds more than this share. */
export const FIX_OVER_PERCENTAGE = 30;

/** Why a learner reports a problem with a question, and what an admin did with the report. */
export const REPORT_REASONS = ['wrong-answer', 'unclear', 'out-of-date', 'typo', 'other'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
/** The longest report message, and the longest note an admin adds when handling one. */
export const REPORT_TEXT_MAX_LENGTH = 1000;
/** Reports one client address may send per window (an honest learner sends a few a day). */
export const REPORT_RATE_LIMIT = 10;
export const REPORT_RATE_WINDOW_MS = 10 * 60_000;

/**
 * Bytes one sync chunk may hold (base64 is a third more): far more than a day's study, compressed.
 * Here rather than in the sync contract, so that the device's sync code carries no schema library.
 */
export const SYNC_CHUNK_MAX_BYTES = 1024 * 1024;
