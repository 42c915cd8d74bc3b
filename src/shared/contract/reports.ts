import { z } from 'zod';
import { LANGS, REPORT_REASONS, REPORT_STATUSES, REPORT_TEXT_MAX_LENGTH } from '../constants.js';
import { inputText } from './input.js';
import { questionIdSchema, questionRecordSchema } from './questions.js';

/** OpenAPI tags: the learner's report is public, the rest needs the admin session. */
export const REPORT_TAGS = { learner: ['learner'], admin: ['admin'] };

const reasonSchema = z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` });
const statusSchema = z.enum(REPORT_STATUSES, { error: `status must be one of: ${REPORT_STATUSES.join(', ')}` });
export type ReportReason = z.infer<typeof reasonSchema>;
export type ReportStatus = z.infer<typeof statusSchema>;

/** A learner's message or an admin's note: multi-line, at most 1,000 characters, blank means none. */
const reportText = (what: string) =>
  inputText()
    .trim()
    .max(REPORT_TEXT_MAX_LENGTH, `${what} must be at most ${REPORT_TEXT_MAX_LENGTH.toLocaleString('en-CA')} characters`)
    .nullish()
    .transform((text) => text || null);

/** POST /api/reports: no account, only the question, the reason, what the learner said and the language they saw. */
export const reportPayloadSchema = z
  .strictObject({
    question_id: questionIdSchema,
    reason: reasonSchema,
    message: reportText('The message'),
    /** The language the learner saw the question in. */
    lang: z.enum(LANGS, { error: `lang must be one of: ${LANGS.join(', ')}` }),
  })
  .meta({ id: 'ReportPayload' });
export type ReportPayload = z.input<typeof reportPayloadSchema>;

export const reportCreatedResponseSchema = z.object({
  data: z.object({ id: z.string(), created_at: z.string() }),
});

const reportRecordSchema = z
  .object({
    id: z.string(),
    question_id: z.string(),
    reason: reasonSchema,
    message: z.string().nullable(),
    lang: z.enum(LANGS),
    status: statusSchema,
    note: z.string().nullable(),
    /** The email of the admin who resolved or dismissed it (null while open, or once that account is gone). */
    handled_by: z.string().nullable(),
    handled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Report' });
export type ReportRecord = z.infer<typeof reportRecordSchema>;

/** Enough of the reported question to judge the report without opening it (English texts). */
const reportedQuestionSchema = questionRecordSchema
  .pick({ id: true, type: true, question: true, option_a: true, option_b: true, option_c: true, option_d: true, correct_answer: true, category_code: true })
  .extend({
    /** Deleted after it was reported: it can no longer be edited. */
    deleted: z.boolean(),
  });

const reportGroupSchema = z.object({
  question: reportedQuestionSchema,
  /** Reports of this status on the question. */
  count: z.number().int(),
  reports: z.array(reportRecordSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const adminReportsQuerySchema = z.object({ status: statusSchema.default('open') });

/** Groups by question, the question with the newest report first; each group's reports newest first. */
export const adminReportsResponseSchema = z.object({
  data: z.object({
    status: statusSchema,
    /** Reports of this status in all (the list holds the newest of them). */
    total: z.number().int(),
    groups: z.array(reportGroupSchema),
  }),
});

export const reportIdParamsSchema = z.object({ id: z.uuid({ error: 'Report ids are UUIDs' }) });

/** PATCH /api/admin/reports/:id: resolve, dismiss (each with an optional note) or open again. */
export const reportUpdatePayloadSchema = z
  .strictObject({
    status: statusSchema,
    note: reportText('The note'),
  })
  .meta({ id: 'ReportUpdate' });
export type ReportUpdatePayload = z.input<typeof reportUpdatePayloadSchema>;

export const reportResponseSchema = z.object({ data: reportRecordSchema });
