import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_QUESTION_SORTS, ANSWER_LETTERS, DIFFICULTIES, OPTION_COUNT, QUESTION_TYPES } from '../constants.js';
import { helpFilterSchema } from './admin-help.js';
import { inputLine, MAX_PAGE } from './input.js';
import { categoryFilterSchema, questionIdSchema, questionPayloadSchema, questionRecordSchema } from './questions.js';

/** A question as the admin panel sees it: the English record with its French texts (null when missing). */
export const adminQuestionRecordSchema = questionRecordSchema
  .extend({
    fr: z
      .object({
        question: z.string(),
        option_a: z.string(),
        option_b: z.string(),
        option_c: z.string().nullable(),
        option_d: z.string().nullable(),
        explanation: z.string(),
        memory_device: z.string(),
        context: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminQuestion' });
export type AdminQuestionRecord = z.infer<typeof adminQuestionRecordSchema>;

const QUESTION_STATUSES = ['active', 'deleted'] as const;

export const loginPayloadSchema = z.object({
  email: inputLine().pipe(z.email({ error: 'Please enter a valid email address' }).max(254)),
  password: inputLine({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const adminMeResponseSchema = z.object({
  data: z.object({ email: z.string(), expiresAt: z.string() }),
});

export const adminQuestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  category: categoryFilterSchema.optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  search: inputLine().trim().max(200).optional(),
  correctAnswer: z.union([
    z.coerce.number().int().min(0).max(OPTION_COUNT - 1),
    z.enum(ANSWER_LETTERS).transform((l) => ANSWER_LETTERS.indexOf(l)),
  ]).optional(),
  /** Only the questions a lesson chapter ("07-justice-system") or section ("07-justice-system/courts") teaches. */
  lesson: inputLine().trim().regex(/^\d\d-[a-z0-9-]+(?:\/[a-z0-9-]+)?$/, 'A lesson is a chapter, or a chapter and a section, as 07-justice-system/courts').max(120).optional(),
  /** Only the questions whose translation in a help language is missing or out of date ("pa:missing"). */
  help: helpFilterSchema.optional(),
  /** Only the questions with no French version. */
  frenchMissing: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  /** `default`: by category and id; `missRate`: most missed first (decision 026). */
  sort: z.enum(ADMIN_QUESTION_SORTS).default('default'),
  /** deleted: only the deleted questions (to restore them); the active ones otherwise. */
  status: z.enum(QUESTION_STATUSES).optional(),
});
export type AdminQuestionsQuery = z.infer<typeof adminQuestionsQuerySchema>;

const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

/** How learners answered a question since its last change, from the server's own verdicts (decision 026). */
const questionStatsSchema = z
  .object({
    /** Answers given (unanswered ones are not counted). */
    attempts: z.number().int(),
    correct: z.number().int(),
    right_percentage: z.number().int().nullable(),
    /** The wrong option chosen most often, with its count and share of the attempts. */
    top_wrong_answer: z.object({ letter: z.enum(ANSWER_LETTERS), count: z.number().int(), percentage: z.number().int() }).nullable(),
    /** A wrong option was chosen more often than the marked answer, over enough attempts. */
    likely_wrong_key: z.boolean(),
  })
  .meta({ id: 'QuestionStats' });
export type QuestionStats = z.infer<typeof questionStatsSchema>;

export const adminQuestionsResponseSchema = z.object({
  data: z.array(adminQuestionRecordSchema.extend({ stats: questionStatsSchema })),
  pagination: paginationSchema,
});

export const questionResponseSchema = z.object({ data: adminQuestionRecordSchema });

export const distributionQuerySchema = z.object({ category: categoryFilterSchema.optional() });

const letterShareSchema = z.object({ count: z.number().int(), percentage: z.number() });
const distributionSchema = z.object({
  total: z.number().int(),
  distribution: z.object({ A: letterShareSchema, B: letterShareSchema, C: letterShareSchema, D: letterShareSchema }),
});
/** True/false questions are counted apart: their answers can only be A (true) or B (false). */
const trueFalseSplitSchema = z.object({ total: z.number().int(), true: letterShareSchema, false: letterShareSchema });
export type TrueFalseSplit = z.infer<typeof trueFalseSplitSchema>;
export type LetterShare = z.infer<typeof letterShareSchema>;
export type AnswerDistribution = z.infer<typeof distributionSchema>;
export const distributionResponseSchema = z.object({ data: distributionSchema.extend({ trueFalse: trueFalseSplitSchema }) });

export const shuffleAnswersPayloadSchema = z.object({
  questionIds: z.array(questionIdSchema).min(1, 'Select at least one question').max(1000),
  options: z
    .object({
      /** Guarantee the correct answer moves to another letter. */
      ensureMoved: z.boolean().default(false),
    })
    .default({ ensureMoved: false }),
  /** The version of each question as the admin saw it: one changed since is skipped (and listed), not shuffled. */
  versions: z.record(questionIdSchema, z.number().int().min(1)).optional(),
});
export const shuffleAnswersResponseSchema = z.object({
  data: z.object({
    shuffled: z.number().int(),
    questions: z.array(adminQuestionRecordSchema),
    /** Questions changed by someone else since the admin saw them: left as they are. */
    skipped_changed: z.array(z.string()),
  }),
});

export const reorderAnswersPayloadSchema = z.object({
  newOrder: z
    .array(z.number().int().min(0).max(OPTION_COUNT - 1))
    .length(OPTION_COUNT, 'newOrder must list the four positions')
    .refine((order) => new Set(order).size === OPTION_COUNT, 'newOrder must be a permutation of 0-3'),
});

export const fixDistributionPayloadSchema = z.object({
  category: categoryFilterSchema.optional(),
  dryRun: z.boolean().default(false),
  /** The `basis` of the preview the admin saw: if any question it planned for changed since, nothing is applied (409). */
  basis: z.string().regex(/^[0-9a-f]{16}$/).optional(),
});
export const fixDistributionResponseSchema = z.object({
  data: z.object({
    moved: z.number().int(),
    before: distributionSchema,
    after: distributionSchema,
    applied: z.boolean(),
    /** Names the questions and versions the plan was made from. */
    basis: z.string(),
  }),
});

export const bulkImportPayloadSchema = z.object({
  questions: z.array(z.unknown()).min(1, 'No questions to import').max(2000),
});
export const bulkImportItemSchema = questionPayloadSchema.extend({
  id: questionIdSchema.optional(),
});
export const bulkImportResponseSchema = z.object({ data: z.object({ imported: z.number().int() }) });

export const adminStatsResponseSchema = z.object({
  totalQuestions: z.number().int(),
  totalCategories: z.number().int(),
  loadedQuestions: z.number().int(),
  activeUsers: z.number().int(),
  /** Learner reports waiting for an admin. */
  openReports: z.number().int(),
  /** Questions an admin deleted (learners do not get them; not in totalQuestions). */
  deletedQuestions: z.number().int(),
  /** activeUsers counts the learners who sent a practice session within this many days. */
  activeUsersWindowDays: z.number().int(),
});

/** restore-version: the version before a change, saved again from the question's history; help-translation: a help language's text written or removed. */
const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'shuffle', 'reorder', 'fix-distribution', 'import', 'category-update', 'restore-version', 'help-translation'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The entity as the admin API showed it then (its shape may be older than today's record). */
const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

/** One change to a question, newest first: who, when, what, and the record before and after. */
const questionHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    admin_email: z.string().nullable(),
    created_at: z.string(),
    before: auditSnapshotSchema,
    after: auditSnapshotSchema,
    /** The fields that differ between before and after (French ones as fr.question, ...). */
    changed_fields: z.array(z.string()),
  })
  .meta({ id: 'QuestionHistoryEntry' });
export type QuestionHistoryEntry = z.infer<typeof questionHistoryEntrySchema>;

export const questionHistoryResponseSchema = z.object({ data: z.array(questionHistoryEntrySchema) });

/** One entry of a question's history: the version before it is saved again by "Restore this version". */
export const historyEntryParamsSchema = z.object({
  id: questionIdSchema,
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});
