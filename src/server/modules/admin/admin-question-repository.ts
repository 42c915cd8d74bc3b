import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, eq, exists, ilike, inArray, isNotNull, isNull, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminQuestionsQuery } from '../../../shared/contract/admin.js';
import type { QuestionPayload, TranslationPayload } from '../../../shared/contract/questions.js';
import type { AdminQuestionRecord } from '../../../shared/contract/admin.js';
import { TRUE_FALSE_OPTIONS } from '../../../shared/constants.js';
import type { CategoryCode } from '../../../shared/categories.js';
import { computeDistribution, computeTrueFalseSplit, planDistributionFix } from '../../../shared/rules/distribution.js';
import { applyOrder, orderPlacingCorrectAt, randomOrder } from '../../../shared/rules/reorder.js';
import type { Db } from '../../db/client.js';
import { questions, questionTranslations } from '../../db/schema.js';
import { answerSetColumns, answerSetOf, payloadToColumns, toQuestionRecord, translatedTexts, type QuestionRow } from '../../db/question-mapper.js';
import { questionsByMissRate } from './question-stats-repository.js';
import { lessonLibrary } from '../../lessons/lesson-library.js';
import { recordAudit, type AuditActor, type AuditEntry } from './audit-repository.js';

const active = isNull(questions.deletedAt);
const multipleChoice = eq(questions.type, 'multiple-choice');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const frenchOf = (id: typeof questions.id) =>
  sql`(SELECT 1 FROM ${questionTranslations} WHERE ${questionTranslations.questionId} = ${id} AND ${questionTranslations.locale} = 'fr')`;

/** Rows as the admin panel shows them: each with its French texts, or null. */
export async function adminRecords(db: Db, rows: readonly QuestionRow[]): Promise<AdminQuestionRecord[]> {
  const french =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(questionTranslations)
          .where(and(eq(questionTranslations.locale, 'fr'), inArray(questionTranslations.questionId, rows.map((r) => r.id))));
  const byId = new Map(french.map((t) => [t.questionId, t]));
  return rows.map((row) => {
    const fr = byId.get(row.id);
    return { ...toQuestionRecord(row), fr: fr ? translatedTexts(fr) : null };
  });
}

export const adminRecord = async (db: Db, row: QuestionRow): Promise<AdminQuestionRecord> => (await adminRecords(db, [row]))[0]!;

/** Audit records of questions changed together: each one's record before and after, matched by id. */
function questionAudits(action: AuditEntry['action'], before: readonly AdminQuestionRecord[], after: readonly AdminQuestionRecord[]): AuditEntry[] {
  const old = new Map(before.map((r) => [r.id, r]));
  return after.map((record) => ({ entityType: 'question', entityId: record.id, action, before: old.get(record.id) ?? null, after: record }));
}

/** The French texts an admin entered, as stored (true/false questions always read Vrai, Faux). */
function frenchColumns(type: QuestionPayload['type'], fr: TranslationPayload) {
  const trueFalse = type === 'true-false';
  return {
    question: fr.question,
    optionA: trueFalse ? TRUE_FALSE_OPTIONS.fr[0] : fr.option_a,
    optionB: trueFalse ? TRUE_FALSE_OPTIONS.fr[1] : fr.option_b,
    optionC: trueFalse ? null : (fr.option_c ?? null),
    optionD: trueFalse ? null : (fr.option_d ?? null),
    explanation: fr.explanation,
    memoryDevice: fr.memory_device,
    context: fr.context ?? null,
  };
}

const frenchRecord = (type: QuestionPayload['type'], fr: TranslationPayload) => {
  const c = frenchColumns(type, fr);
  return { question: c.question, option_a: c.optionA, option_b: c.optionB, option_c: c.optionC, option_d: c.optionD, explanation: c.explanation, memory_device: c.memoryDevice, context: c.context };
};

/** Writes the French version an admin entered. */
async function saveFrench(db: Db, id: string, type: QuestionPayload['type'], fr: TranslationPayload) {
  const now = new Date();
  const texts = { ...frenchColumns(type, fr), contentHash: null, adminModifiedAt: now, updatedAt: now };
  await db
    .insert(questionTranslations)
    .values({ questionId: id, locale: 'fr', ...texts })
    .onConflictDoUpdate({ target: [questionTranslations.questionId, questionTranslations.locale], set: texts });
}

/** `onlyIds`: the questions a filter worked out outside the database (a help language's translation state). */
function listFilter(query: AdminQuestionsQuery, onlyIds?: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [query.status === 'deleted' ? isNotNull(questions.deletedAt) : active];
  if (onlyIds) conditions.push(onlyIds.length > 0 ? inArray(questions.id, [...onlyIds]) : sql`false`);
  if (query.category) conditions.push(eq(questions.categoryCode, query.category));
  if (query.difficulty) conditions.push(eq(questions.difficulty, query.difficulty));
  if (query.type) conditions.push(eq(questions.type, query.type));
  if (query.correctAnswer !== undefined) conditions.push(eq(questions.correctAnswer, query.correctAnswer));
  if (query.frenchMissing) conditions.push(not(exists(frenchOf(questions.id))));
  if (query.lesson) {
    // An admin's choice, or (none made) the lessons' own mapping: the same rule as lessonOf.
    const { chosen, mapped } = questionsTaughtIn(query.lesson);
    const byMapping = mapped.length > 0 ? and(isNull(questions.lessonSection), inArray(questions.id, mapped)) : undefined;
    conditions.push(or(chosen, byMapping)!);
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(questions.question, pattern),
        ilike(questions.id, pattern),
        ilike(questions.explanation, pattern),
        ilike(questions.optionA, pattern),
        ilike(questions.optionB, pattern),
        ilike(questions.optionC, pattern),
        ilike(questions.optionD, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listQuestions(db: Db, query: AdminQuestionsQuery, onlyIds?: readonly string[]) {
  const where = listFilter(query, onlyIds);
  const [totalRow] = await db.select({ n: count() }).from(questions).where(where);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const offset = (query.page - 1) * query.limit;
  const rows =
    query.sort === 'missRate'
      ? await questionsByMissRate(db, where, query.limit, offset)
      : await db.select().from(questions).where(where).orderBy(asc(questions.categoryCode), asc(questions.id)).limit(query.limit).offset(offset);
  return { rows, pagination: { page: query.page, limit: query.limit, total, pages } };
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(and(eq(questions.id, id), active));
  return row;
}

/** A question of any status, deleted or not: its history outlives it. */
export async function questionExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  return row !== undefined;
}

async function insertQuestion(db: Db, payload: QuestionPayload, id: string) {
  const now = new Date();
  const [row] = await db
    .insert(questions)
    .values({ id, ...payloadToColumns(payload), adminModifiedAt: now, verifiedAt: payload.verified ? now : null })
    .returning();
  if (payload.fr) await saveFrench(db, id, payload.type, payload.fr);
  return row!;
}

export async function createQuestion(db: Db, actor: AuditActor, payload: QuestionPayload) {
  return db.transaction(async (tx) => {
    const row = await insertQuestion(tx, payload, `q-${randomUUID()}`);
    await recordAudit(tx, actor, questionAudits('create', [], [await adminRecord(tx, row)]));
    return row;
  });
}

const lockActive = (db: Db, id: string) => db.select().from(questions).where(and(eq(questions.id, id), active)).for('update');

/** A write made from an older version than the row holds now: the caller answers 409 with the current row. */
export class StaleVersion {
  constructor(readonly current: QuestionRow) {}
}
const isStale = (row: QuestionRow, expected: number | undefined) => expected !== undefined && row.version !== expected;

/** The fields that state facts: changing one clears "checked against the guide". */
const FACT_FIELDS = ['type', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'correct_answer', 'explanation'] as const;

/** The texts an edit would write, as the audit record compares them: equal means the save changes nothing. */
const sameRecord = (a: AdminQuestionRecord, b: AdminQuestionRecord) => {
  const strip = ({ created_at: _c, updated_at: _u, version: _v, verified_at: _f, ...rest }: AdminQuestionRecord) => rest;
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
};

/**
 * Saves an admin's edit (with the French, and verified_at when they checked it against the guide).
 * A save that changes nothing (and checks nothing) writes nothing and records nothing. An earlier
 * version saved again from the history is the same write, recorded as restore-version.
 */
export async function updateQuestion(
  db: Db,
  actor: AuditActor,
  id: string,
  payload: QuestionPayload,
  expected?: number,
  action: 'update' | 'restore-version' = 'update',
) {
  return db.transaction(async (tx) => {
    const [current] = await lockActive(tx, id);
    if (!current) return undefined;
    if (isStale(current, expected)) return new StaleVersion(current);
    const before = await adminRecord(tx, current);
    const unchanged = { ...before, ...toQuestionRecord({ ...current, ...payloadToColumns(payload) }), fr: payload.fr ? frenchRecord(payload.type, payload.fr) : before.fr };
    if (!payload.verified && sameRecord(before, unchanged)) return current;
    const now = new Date();
    // A change to what a learner is told (the question, an option, the key, the explanation) is
    // unchecked until an admin checks it again; a memory device, category or difficulty is not a fact.
    const factChanged = FACT_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(unchanged[field]));
    const verifiedAt = payload.verified ? now : factChanged ? null : current.verifiedAt;
    const [row] = await tx
      .update(questions)
      .set({ ...payloadToColumns(payload), adminModifiedAt: now, updatedAt: now, verifiedAt })
      .where(eq(questions.id, id))
      .returning();
    if (payload.fr) await saveFrench(tx, id, payload.type, payload.fr);
    await recordAudit(tx, actor, questionAudits(action, [before], [await adminRecord(tx, row!)]));
    return row;
  });
}

/** Soft delete: learners stop seeing it, seeding never brings it back, an admin can restore it. */
export async function deleteQuestion(db: Db, actor: AuditActor, id: string, expected?: number): Promise<boolean | StaleVersion> {
  return db.transaction(async (tx) => {
    const [current] = await lockActive(tx, id);
    if (!current) return false;
    if (isStale(current, expected)) return new StaleVersion(current);
    const before = await adminRecord(tx, current);
    const now = new Date();
    await tx.update(questions).set({ deletedAt: now, adminModifiedAt: now, updatedAt: now }).where(eq(questions.id, id));
    await recordAudit(tx, actor, [{ entityType: 'question', entityId: id, action: 'delete', before, after: null }]);
    return true;
  });
}

/** Brings a deleted question back; 'not-deleted' when it is not deleted, undefined when there is no such question. */
export async function restoreQuestion(db: Db, actor: AuditActor, id: string, expected?: number) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!current) return undefined;
    if (isStale(current, expected)) return new StaleVersion(current);
    if (!current.deletedAt) return 'not-deleted' as const;
    const now = new Date();
    const [row] = await tx
      .update(questions)
      .set({ deletedAt: null, adminModifiedAt: now, updatedAt: now })
      .where(eq(questions.id, id))
      .returning();
    await recordAudit(tx, actor, questionAudits('restore', [], [await adminRecord(tx, row!)]));
    return row!;
  });
}

/**
 * Moves a question's options, and the same way those of each of its translations, in the
 * caller's transaction: the answer key stays the same in every language.
 */
async function saveAnswerOrder(db: Db, row: QuestionRow, order: readonly number[]) {
  const now = new Date();
  const translations = await db.select().from(questionTranslations).where(eq(questionTranslations.questionId, row.id)).for('update');
  for (const t of translations) {
    const moved = applyOrder({ options: [t.optionA, t.optionB, t.optionC ?? '', t.optionD ?? ''], correctAnswer: row.correctAnswer }, order);
    const { correctAnswer: _, ...options } = answerSetColumns(moved);
    await db
      .update(questionTranslations)
      .set({ ...options, updatedAt: now })
      .where(and(eq(questionTranslations.questionId, t.questionId), eq(questionTranslations.locale, t.locale)));
  }
  const [updated] = await db
    .update(questions)
    .set({ ...answerSetColumns(applyOrder(answerSetOf(row), order)), adminModifiedAt: now, updatedAt: now })
    .where(eq(questions.id, row.id))
    .returning();
  return updated!;
}

/** Reorders a multiple-choice question's options; 'not-applicable' for a true/false question. */
export async function reorderAnswers(db: Db, actor: AuditActor, id: string, newOrder: readonly number[], expected?: number) {
  return db.transaction(async (tx) => {
    const [row] = await lockActive(tx, id);
    if (!row) return undefined;
    if (isStale(row, expected)) return new StaleVersion(row);
    if (row.type !== 'multiple-choice') return 'not-applicable' as const;
    const before = await adminRecord(tx, row);
    const updated = await saveAnswerOrder(tx, row, newOrder);
    await recordAudit(tx, actor, questionAudits('reorder', [before], [await adminRecord(tx, updated)]));
    return updated;
  });
}

/**
 * Shuffles the options of each multiple-choice question (true/false ones are left as they are);
 * the correct answer keeps its text. A question whose version differs from the one the admin
 * saw (`versions`) changed under them: it is skipped and reported.
 */
export async function shuffleAnswers(
  db: Db,
  actor: AuditActor,
  ids: readonly string[],
  ensureMoved: boolean,
  versions: Readonly<Record<string, number>> = {},
  random: () => number = Math.random,
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(questions)
      .where(and(inArray(questions.id, [...ids]), active))
      .for('update');
    const changed = rows.filter((r) => isStale(r, versions[r.id]));
    const choice = rows.filter((r) => r.type === 'multiple-choice' && !changed.includes(r));
    const before = await adminRecords(tx, choice);
    const updated: QuestionRow[] = [];
    for (const row of choice) {
      let order = randomOrder(4, random);
      while (ensureMoved && order.indexOf(row.correctAnswer) === row.correctAnswer) order = randomOrder(4, random);
      updated.push(await saveAnswerOrder(tx, row, order));
    }
    await recordAudit(tx, actor, questionAudits('shuffle', before, await adminRecords(tx, updated)));
    return { rows: updated, missing: ids.filter((id) => !rows.some((r) => r.id === id)), changed: changed.map((r) => r.id) };
  });
}

/** The letter spread of the multiple-choice answers, and apart from it the true/false split. */
export async function answerDistribution(db: Db, category?: CategoryCode) {
  const rows = await db
    .select({ correctAnswer: questions.correctAnswer, type: questions.type })
    .from(questions)
    .where(and(active, category ? eq(questions.categoryCode, category) : undefined));
  const choice = rows.filter((r) => r.type === 'multiple-choice').map((r) => r.correctAnswer);
  const trueFalse = rows.filter((r) => r.type === 'true-false').map((r) => r.correctAnswer);
  return { ...computeDistribution(choice), trueFalse: computeTrueFalseSplit(trueFalse) };
}

/**
 * Moves the correct answers of over-represented letters to under-represented ones
 * (the other options keep their relative order). With dryRun nothing is written.
 */
export async function fixDistribution(db: Db, actor: AuditActor, category: CategoryCode | undefined, dryRun: boolean, expectedBasis?: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(questions)
      .where(and(active, multipleChoice, category ? eq(questions.categoryCode, category) : undefined))
      .orderBy(sql`md5(${questions.id})`)
      .for('update');
    const basis = createHash('sha256').update(rows.map((r) => `${r.id}:${r.version}`).join(',')).digest('hex').slice(0, 16);
    if (!dryRun && expectedBasis !== undefined && expectedBasis !== basis) return 'changed' as const;
    const answers = rows.map((r) => r.correctAnswer);
    const before = computeDistribution(answers);
    const moves = planDistributionFix(answers);
    const after = [...answers];
    for (const move of moves) after[move.index] = move.to;
    if (!dryRun && moves.length > 0) {
      const before = await adminRecords(tx, moves.map((move) => rows[move.index]!));
      const moved: QuestionRow[] = [];
      for (const move of moves) {
        const row = rows[move.index]!;
        moved.push(await saveAnswerOrder(tx, row, orderPlacingCorrectAt(answerSetOf(row), move.to)));
      }
      await recordAudit(tx, actor, questionAudits('fix-distribution', before, await adminRecords(tx, moved)));
    }
    return { moved: moves.length, before, after: computeDistribution(after), applied: !dryRun, basis };
  });
}

/** All or nothing, one audit record per question. */
export async function importQuestions(db: Db, actor: AuditActor, items: readonly (QuestionPayload & { id?: string })[]) {
  return db.transaction(async (tx) => {
    const created: QuestionRow[] = [];
    for (const item of items) {
      const { id, ...payload } = item;
      created.push(await insertQuestion(tx, payload, id ?? `q-${randomUUID()}`));
    }
    await recordAudit(tx, actor, questionAudits('import', [], await adminRecords(tx, created)));
    return items.length;
  });
}

export async function findExistingIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, [...ids]));
  return rows.map((r) => r.id);
}

/** Who teaches what, for the list filter: "<chapter>" or "<chapter>/<section>". */
function questionsTaughtIn(lesson: string) {
  const [chapter, section] = lesson.split('/');
  const mapped = [...lessonLibrary().sectionOf].filter(([, at]) => at.chapter === chapter && (!section || at.section === section)).map(([id]) => id);
  const chosen = section ? eq(questions.lessonSection, lesson) : like(questions.lessonSection, `${escapeLike(chapter!)}/%`);
  return { chosen, mapped };
}
