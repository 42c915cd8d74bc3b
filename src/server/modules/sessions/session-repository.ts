import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { practiceSessions, questions, questionVersions, siteSecrets } from '../../db/schema.js';
import { olderKeyId, type ScoredSession } from './session-rules.js';

export interface StoredSession {
  id: string;
  createdAt: Date;
}

/** The current key and version of each question, deleted ones included (a learner may have seen it before it went). */
export async function findAnswerKeys(db: Db, ids: readonly string[]): Promise<Map<string, { key: number; version: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: questions.id, correctAnswer: questions.correctAnswer, version: questions.version })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { key: r.correctAnswer, version: r.version }]));
}

/** The keys of earlier versions of questions, by olderKeyId(id, version). */
export async function findOlderKeys(db: Db, wanted: readonly { id: string; version: number }[]): Promise<Map<string, number>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(questionVersions)
    .where(or(...wanted.map((w) => and(eq(questionVersions.questionId, w.id), eq(questionVersions.version, w.version)))));
  return new Map(rows.map((r) => [olderKeyId(r.questionId, r.version), r.correctAnswer]));
}

/** The salt of the keyed hash of learners' addresses (made by migration 0008, one per database). */
export async function readAddressSalt(db: Db): Promise<string> {
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, 'address_key_salt'));
  if (!row) throw new Error('The address-key salt is missing from site_secrets');
  return row.value;
}

interface InsertedRow {
  id: string;
  created_ms: number;
}

/**
 * Stores many sessions, each with its answers, in one statement with one parameter (group
 * commit): the batch travels as JSON, which costs the event loop far less than binding thirteen
 * values per session. A session whose browser id is already stored is not stored again: its
 * first copy is returned.
 */
export async function insertSessions(db: Db, batch: readonly ScoredSession[]): Promise<StoredSession[]> {
  const ids = batch.map(() => randomUUID());
  const rows = batch.map((s, i) => ({
    id: ids[i],
    learner_id: s.payload.learner_id ?? null,
    session_type: s.payload.session_type,
    total_questions: s.payload.total_questions,
    correct_answers: s.correct,
    score_percentage: s.percentage,
    time_spent_seconds: s.payload.time_spent_seconds,
    passed: s.passed,
    client_session_id: s.payload.session_id ?? null,
    question_ids: s.payload.questions.map((q) => q.question_id),
    selected_answers: s.payload.questions.map((q) => q.selected_answer),
    verdicts: s.verdicts,
    answer_seconds: s.payload.questions.map((q) => q.time_spent),
    question_versions: s.versions,
    address_key: s.addressKey,
  }));
  const result = (await db.execute(sql`
    INSERT INTO practice_sessions (id, learner_id, session_type, total_questions, correct_answers, score_percentage,
      time_spent_seconds, passed, client_session_id, question_ids, selected_answers, verdicts, answer_seconds, question_versions, address_key)
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS s(id uuid, learner_id text, session_type text,
      total_questions integer, correct_answers integer, score_percentage real, time_spent_seconds integer, passed boolean,
      client_session_id uuid, question_ids text[], selected_answers text[], verdicts boolean[], answer_seconds integer[],
      question_versions integer[], address_key text)
    ON CONFLICT (client_session_id) DO NOTHING
    RETURNING id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`)) as unknown as { rows: InsertedRow[] };
  const stored = new Map(result.rows.map((r) => [r.id, { id: r.id, createdAt: new Date(r.created_ms) }]));

  // A repeated browser id (sent again, or twice in this batch): answer with the stored copy.
  const repeated = batch.flatMap((s, i) => (stored.has(ids[i]!) ? [] : [s.payload.session_id!]));
  const earlier =
    repeated.length === 0
      ? new Map<string, StoredSession>()
      : new Map(
          (
            await db
              .select({ id: practiceSessions.id, clientSessionId: practiceSessions.clientSessionId, createdAt: practiceSessions.createdAt })
              .from(practiceSessions)
              .where(inArray(practiceSessions.clientSessionId, repeated))
          ).map((r) => [r.clientSessionId!, { id: r.id, createdAt: r.createdAt }]),
        );
  return batch.map((s, i) => stored.get(ids[i]!) ?? earlier.get(s.payload.session_id!)!);
}
