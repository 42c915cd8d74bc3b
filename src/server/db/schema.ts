import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    displayOrder: integer('display_order').notNull(),
    /** Moved by a trigger on every change: an admin write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [check('categories_code_format', sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    question: text('question').notNull(),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    /** multiple-choice (four options) or true-false (options A True, B False; C and D null). */
    type: text('question_type').notNull().default('multiple-choice'),
    optionC: text('option_c'),
    optionD: text('option_d'),
    correctAnswer: smallint('correct_answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    memoryDevice: text('memory_device').notNull().default(''),
    context: text('context'),
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    difficulty: text('difficulty_level').notNull().default('medium'),
    source: text('source').notNull().default('Discover Canada'),
    chapter: text('chapter'),
    /**
     * The lesson section that teaches the question, as "<chapter>/<section>", when an admin chose
     * it; null leaves it to content/lessons/mapping (decision 041).
     */
    lessonSection: text('lesson_section'),
    /** About the test itself: shown on study screens, never drawn into a practice test. */
    outOfTest: boolean('out_of_test').notNull().default(false),
    /** Hash of the content-file version last seeded; null for admin-created questions. */
    contentHash: text('content_hash'),
    /** Set when an admin edits a question: seeding never overwrites it after that. */
    adminModifiedAt: timestamp('admin_modified_at', { withTimezone: true }),
    /** Soft delete, so that seeding never resurrects a question an admin deleted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When an admin last checked the question against the guide ("I checked this"). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Moved by a trigger on every change of the row (any writer): answers are scored and counted
     * against the version they were given on, and an admin write naming an older one is refused.
     */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('questions_text_present', sql`length(btrim(${t.question})) > 0`),
    check('questions_type_known', sql`${t.type} IN ('multiple-choice', 'true-false')`),
    check(
      'questions_options_of_type',
      sql`length(btrim(${t.optionA})) > 0 AND length(btrim(${t.optionB})) > 0 AND CASE ${t.type}
        WHEN 'true-false' THEN ${t.optionC} IS NULL AND ${t.optionD} IS NULL AND ${t.correctAnswer} BETWEEN 0 AND 1
        ELSE length(btrim(${t.optionC})) > 0 AND length(btrim(${t.optionD})) > 0 AND ${t.correctAnswer} BETWEEN 0 AND 3 END`,
    ),
    check('questions_difficulty_known', sql`${t.difficulty} IN ('easy', 'medium', 'hard')`),
    index('questions_category_idx').on(t.categoryCode),
  ],
);

/** The answer key of every version of a question (written by a trigger), to score an answer given on an older one. */
export const questionVersions = pgTable(
  'question_versions',
  {
    questionId: text('question_id').notNull(),
    version: integer('version').notNull(),
    correctAnswer: smallint('correct_answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version] })],
);

/**
 * A question in another language (French): the texts only. The type, the category and the
 * correct answer are the question's own, so the answer key is the same in every language.
 */
export const questionTranslations = pgTable(
  'question_translations',
  {
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    question: text('question').notNull(),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    optionC: text('option_c'),
    optionD: text('option_d'),
    explanation: text('explanation').notNull().default(''),
    memoryDevice: text('memory_device').notNull().default(''),
    context: text('context'),
    /** Hash of the content-file version last seeded; null once an admin has written it. */
    contentHash: text('content_hash'),
    adminModifiedAt: timestamp('admin_modified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.locale] }),
    check('question_translations_locale_known', sql`${t.locale} IN ('fr')`),
    check('question_translations_text_present', sql`length(btrim(${t.question})) > 0 AND length(btrim(${t.optionA})) > 0 AND length(btrim(${t.optionB})) > 0`),
  ],
);

/**
 * A help-language translation an admin wrote or corrected in the editor (issue 31). It replaces
 * the reviewed file's text for that question and language; `source` is the revision of the
 * English it was written against, so a later edit of the English marks it out of date.
 */
export const helpTranslations = pgTable(
  'help_translations',
  {
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    /** The English key it was written for: a translation whose options no longer line up is not shown. */
    correctAnswer: smallint('correct_answer').notNull(),
    explanation: text('explanation').notNull(),
    memoryDevice: text('memory_device').notNull(),
    context: text('context'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.lang] }),
    check('help_translations_lang_known', sql`${t.lang} IN ('pa', 'hi', 'tl', 'zh-Hans', 'ur', 'ar', 'fa', 'es')`),
  ],
);

/** A category's name and description in another language. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    code: text('code')
      .notNull()
      .references(() => categories.code, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.code, t.locale] }), check('category_translations_locale_known', sql`${t.locale} IN ('fr')`)],
);

/**
 * What the last seed wrote, as one digest of the content files: a start whose content has not
 * changed skips seeding (the bulk upserts cost about a second on the embedded database).
 */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: text('learner_id'),
    sessionType: text('session_type').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    scorePercentage: real('score_percentage').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull(),
    passed: boolean('passed').notNull(),
    /** The browser's id for this session: a retry with the same id stores nothing new. */
    clientSessionId: uuid('client_session_id').unique(),
    /**
     * The answers, as parallel arrays in question order (one row per session: a crowd of
     * submissions is cheap to write; statistics unnest them).
     */
    questionIds: text('question_ids').array().notNull(),
    /** The letter chosen for each question, null when unanswered. */
    selectedAnswers: text('selected_answers').array().notNull(),
    /** Right or wrong for each question, as the server scored it. */
    verdicts: boolean('verdicts').array().notNull(),
    answerSeconds: integer('answer_seconds').array().notNull(),
    /** The version of each question the answer was given on; null where it cannot be known (an older client's answer that disagrees with today's key). */
    questionVersions: integer('question_versions').array(),
    /** A keyed hash of the sender's address and the day: caps how much one network weighs in the statistics, and names no one. */
    addressKey: text('address_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sessions_type_known', sql`${t.sessionType} IN ('practice')`),
    check('sessions_counts', sql`${t.correctAnswers} BETWEEN 0 AND ${t.totalQuestions}`),
    check('sessions_score_range', sql`${t.scorePercentage} BETWEEN 0 AND 100`),
    check('sessions_time_nonnegative', sql`${t.timeSpentSeconds} >= 0`),
    check(
      'sessions_answers_complete',
      sql`cardinality(${t.questionIds}) = ${t.totalQuestions} AND cardinality(${t.selectedAnswers}) = ${t.totalQuestions} AND cardinality(${t.verdicts}) = ${t.totalQuestions} AND cardinality(${t.answerSeconds}) = ${t.totalQuestions}`,
    ),
    index('sessions_created_idx').on(t.createdAt),
  ],
);

/**
 * How often each option of a question was chosen, per version of the question (its `updated_at`
 * when the answers were counted), folded in from practice_sessions when the admin list is read, up
 * to a moment a little in the past (decision 026): the list reads a few rows per question instead
 * of unnesting every session, and storing a session costs nothing more. Counts of an older version
 * are left behind when a question changes (a letter may name another option since). No foreign
 * key: a key check would lock the question row against an admin's edit.
 */
export const questionAnswerCounts = pgTable(
  'question_answer_counts',
  {
    questionId: text('question_id').notNull(),
    version: integer('version').notNull(),
    letter: text('letter').notNull(),
    answers: integer('answers').notNull(),
    rightAnswers: integer('right_answers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version, t.letter] })],
);

/**
 * Which learner and which network an answer to a question was already counted from, per day
 * (decision 029): at most one counted answer per question, version and day from each. Rows
 * older than yesterday are dropped as the fold goes on.
 */
export const answerAdmissions = pgTable(
  'answer_admissions',
  {
    questionId: text('question_id').notNull(),
    version: integer('version').notNull(),
    day: date('day').notNull(),
    learnerKey: text('learner_key').notNull(),
    addressKey: text('address_key').notNull(),
  },
  (t) => [
    uniqueIndex('answer_admissions_learner_idx').on(t.questionId, t.version, t.day, t.learnerKey),
    uniqueIndex('answer_admissions_address_idx').on(t.questionId, t.version, t.day, t.addressKey),
    index('answer_admissions_day_idx').on(t.day),
  ],
);

/** One row: sessions stored before `counted_until` are in question_answer_counts, later ones are not yet. */
export const answerCountsState = pgTable(
  'answer_counts_state',
  {
    id: smallint('id').primaryKey().default(1),
    countedUntil: timestamp('counted_until', { withTimezone: true }).notNull(),
  },
  (t) => [check('answer_counts_state_single_row', sql`${t.id} = 1`)],
);

/** Secrets this site makes for itself at its first migration (shared by every instance of one database). */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not give working cookies. */
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expiry_idx').on(t.expiresAt)],
);

/**
 * Login attempts counted per client key (an address, an account, the two together) in fixed
 * windows. Each attempt is counted by one upsert before its password is checked, so parallel
 * attempts each see the ones before them, on every instance (decision 030).
 */
export const loginAttempts = pgTable('login_attempts', {
  clientKey: text('client_key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

export const REPORT_REASONS = ['wrong-answer', 'unclear', 'out-of-date', 'typo', 'other'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

/** A learner's report of a problem with a question (no account: only the question and what they said). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    message: text('message'),
    /** The language the learner saw the question in. */
    lang: text('lang').notNull().default('en'),
    status: text('status').notNull().default('open'),
    /** The admin's note when resolving or dismissing. */
    note: text('note'),
    handledBy: integer('handled_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reports_reason_known', sql`${t.reason} IN ('wrong-answer', 'unclear', 'out-of-date', 'typo', 'other')`),
    check('reports_status_known', sql`${t.status} IN ('open', 'resolved', 'dismissed')`),
    check('reports_lang_known', sql`${t.lang} IN ('en', 'fr')`),
    check('reports_message_length', sql`${t.message} IS NULL OR length(${t.message}) <= 1000`),
    check('reports_note_length', sql`${t.note} IS NULL OR length(${t.note}) <= 1000`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_question_idx').on(t.questionId),
  ],
);

/**
 * How a learner's citizenship test went, reported after their test date with their consent
 * (issue 30): only the answer, the estimate band the site showed before the test, the days they
 * studied, the attempt and the language. No learner id, no address, the day only.
 */
export const outcomeReports = pgTable(
  'outcome_reports',
  {
    id: serial('id').primaryKey(),
    result: text('result').notNull(),
    /** The tenth of the pass estimate shown before the test (0: under 10 %, 9: 90 % or more), or null if none was shown. */
    band: smallint('band'),
    daysStudied: integer('days_studied').notNull(),
    attempt: smallint('attempt').notNull(),
    lang: text('lang').notNull(),
    reportedOn: date('reported_on').notNull().defaultNow(),
  },
  (t) => [
    check('outcome_result_known', sql`${t.result} IN ('passed', 'failed', 'prefer-not')`),
    check('outcome_band_range', sql`${t.band} IS NULL OR ${t.band} BETWEEN 0 AND 9`),
    check('outcome_attempt_range', sql`${t.attempt} BETWEEN 1 AND 3`),
  ],
);

/**
 * Every admin change to the bank, written in the same transaction as the change: who, when,
 * what, and the entity before and after (JSON as the admin API shows it; null when created or deleted).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Kept as written: the account may be gone later. */
    adminEmail: text('admin_email'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_entity_known', sql`${t.entityType} IN ('question', 'category')`),
    index('audit_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/**
 * One row: a counter that database triggers bump (and announce with pg_notify) on every
 * statement that writes questions, categories or their translations, whoever runs it.
 */
export const bankState = pgTable(
  'bank_state',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bank_state_single_row', sql`${t.id} = 1`)],
);

/**
 * A sync space: one learner's progress shared between their devices, end-to-end encrypted
 * (decision 035). The id and the token are derived from the learner's code in the browser; the
 * server keeps the token's hash, never the code or the key, and cannot read the chunks.
 */
export const syncSpaces = pgTable(
  'sync_spaces',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** The sequence number the next chunk gets (moved under the row's lock, so instances never clash). */
    nextSeq: integer('next_seq').notNull().default(1),
    bytes: integer('bytes').notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a device stopped syncing and deleted the space: the chunks are gone, the others are told. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('sync_spaces_id_format', sql`${t.id} ~ '^[0-9a-f]{32}$'`), index('sync_spaces_last_used_idx').on(t.lastUsedAt)],
);

/** One encrypted chunk of a sync space (base64 of version, IV and AES-GCM ciphertext). */
export const syncChunks = pgTable(
  'sync_chunks',
  {
    spaceId: text('space_id')
      .notNull()
      .references(() => syncSpaces.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.seq] })],
);
