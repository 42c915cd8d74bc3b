import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ReportGroup, ReportPayload, ReportRecord, ReportStatus } from '../../../shared/contract/reports.js';
import type { Db } from '../../db/client.js';
import { adminUsers, questions, reports } from '../../db/schema.js';

/** The most reports one admin list holds (the newest); far more than a real backlog. */
const LIST_LIMIT = 500;

type NewReport = Omit<ReportPayload, 'message'> & { message: string | null };

const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === FOREIGN_KEY_VIOLATION;
};

/** Stores a report on an active question; null when there is no such question (or it was deleted). */
export async function insertReport(db: Db, report: NewReport): Promise<{ id: string; createdAt: Date } | null> {
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, report.question_id), isNull(questions.deletedAt)));
  if (!question) return null;
  try {
    const [row] = await db
      .insert(reports)
      .values({ questionId: question.id, reason: report.reason, message: report.message, lang: report.lang })
      .returning({ id: reports.id, createdAt: reports.createdAt });
    return row ?? null;
  } catch (error) {
    // Removed for good between the two statements: as unknown as if it had never been there.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

const recordColumns = {
  id: reports.id,
  questionId: reports.questionId,
  reason: reports.reason,
  message: reports.message,
  lang: reports.lang,
  status: reports.status,
  note: reports.note,
  handledBy: adminUsers.email,
  handledAt: reports.handledAt,
  createdAt: reports.createdAt,
};

type ReportRow = {
  id: string;
  questionId: string;
  reason: string;
  message: string | null;
  lang: string;
  status: string;
  note: string | null;
  handledBy: string | null;
  handledAt: Date | null;
  createdAt: Date;
};

// The table's CHECK constraints hold these to the contract's values.
const toRecord = (row: ReportRow): ReportRecord => ({
  id: row.id,
  question_id: row.questionId,
  reason: row.reason as ReportRecord['reason'],
  message: row.message,
  lang: row.lang as ReportRecord['lang'],
  status: row.status as ReportRecord['status'],
  note: row.note,
  handled_by: row.handledBy,
  handled_at: row.handledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Reports of one status grouped by question: the question with the newest report first, each group newest first. */
export async function listReportGroups(db: Db, status: ReportStatus): Promise<{ total: number; groups: ReportGroup[] }> {
  const rows = await db
    .select(recordColumns)
    .from(reports)
    .leftJoin(adminUsers, eq(adminUsers.id, reports.handledBy))
    .where(eq(reports.status, status))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(LIST_LIMIT);
  const [totalRow] = await db.select({ n: count() }).from(reports).where(eq(reports.status, status));
  const ids = [...new Set(rows.map((r) => r.questionId))];
  if (ids.length === 0) return { total: totalRow?.n ?? 0, groups: [] };

  const [reported, counts] = await Promise.all([
    db.select().from(questions).where(inArray(questions.id, ids)),
    db
      .select({ questionId: reports.questionId, n: count() })
      .from(reports)
      .where(and(eq(reports.status, status), inArray(reports.questionId, ids)))
      .groupBy(reports.questionId),
  ]);
  const questionById = new Map(reported.map((q) => [q.id, q]));
  const countById = new Map(counts.map((c) => [c.questionId, c.n]));
  const groups = new Map<string, ReportGroup>();
  for (const row of rows) {
    const question = questionById.get(row.questionId);
    if (!question) continue;
    const group = groups.get(row.questionId) ?? {
      question: {
        id: question.id,
        type: question.type as ReportGroup['question']['type'],
        question: question.question,
        option_a: question.optionA,
        option_b: question.optionB,
        option_c: question.optionC,
        option_d: question.optionD,
        correct_answer: question.correctAnswer,
        category_code: question.categoryCode as ReportGroup['question']['category_code'],
        deleted: question.deletedAt !== null,
      },
      count: countById.get(row.questionId) ?? 0,
      reports: [],
    };
    group.reports.push(toRecord(row));
    groups.set(row.questionId, group);
  }
  return { total: totalRow?.n ?? 0, groups: [...groups.values()] };
}

/**
 * Resolves or dismisses a report (who and when are recorded), or opens it again (they are
 * cleared). Null when there is no such report.
 */
export async function updateReport(
  db: Db,
  id: string,
  change: { status: ReportStatus; note: string | null; adminId: number },
): Promise<ReportRecord | null> {
  const handled = change.status !== 'open';
  const [updated] = await db
    .update(reports)
    .set({ status: change.status, note: change.note, handledBy: handled ? change.adminId : null, handledAt: handled ? new Date() : null })
    .where(eq(reports.id, id))
    .returning({ id: reports.id });
  if (!updated) return null;
  const [row] = await db.select(recordColumns).from(reports).leftJoin(adminUsers, eq(adminUsers.id, reports.handledBy)).where(eq(reports.id, id));
  return row ? toRecord(row) : null;
}

export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}
