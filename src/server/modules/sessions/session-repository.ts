import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { practiceSessions, questions } from '../../db/schema.js';
import type { ScoredSession } from './session-rules.js';

export interface StoredSession {
  id: string;
  createdAt: Date;
}

/** The correct option of each question, deleted ones included (a learner may have seen it before it went). */
export async function findAnswerKeys(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: questions.id, correctAnswer: questions.correctAnswer }).from(questions).where(inArray(questions.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.correctAnswer]));
}

/**
 * Stores many sessions, each with its answers, in one statement (group commit). A session whose
 * browser id is already stored is not stored again: its first copy is returned.
 */
export async function insertSessions(db: Db, batch: readonly ScoredSession[]): Promise<StoredSession[]> {
  return db.transaction(async (tx) => {
    const ids = batch.map(() => randomUUID());
    const inserted = await tx
      .insert(practiceSessions)
      .values(
        batch.map((s, i) => ({
          id: ids[i]!,
          learnerId: s.payload.learner_id ?? null,
          sessionType: s.payload.session_type,
          totalQuestions: s.payload.total_questions,
          correctAnswers: s.correct,
          scorePercentage: s.percentage,
          timeSpentSeconds: s.payload.time_spent_seconds,
          passed: s.passed,
          clientSessionId: s.payload.session_id ?? null,
          questionIds: s.payload.questions.map((q) => q.question_id),
          selectedAnswers: s.payload.questions.map((q) => q.selected_answer) as string[],
          verdicts: s.verdicts,
          answerSeconds: s.payload.questions.map((q) => q.time_spent),
        })),
      )
      .onConflictDoNothing({ target: practiceSessions.clientSessionId })
      .returning({ id: practiceSessions.id, createdAt: practiceSessions.createdAt });
    const stored = new Map(inserted.map((r) => [r.id, r]));

    // A repeated browser id (sent again, or twice in this batch): answer with the stored copy.
    const repeated = batch.flatMap((s, i) => (stored.has(ids[i]!) ? [] : [s.payload.session_id!]));
    const earlier =
      repeated.length === 0
        ? new Map<string, StoredSession>()
        : new Map(
            (
              await tx
                .select({ id: practiceSessions.id, clientSessionId: practiceSessions.clientSessionId, createdAt: practiceSessions.createdAt })
                .from(practiceSessions)
                .where(inArray(practiceSessions.clientSessionId, repeated))
            ).map((r) => [r.clientSessionId!, { id: r.id, createdAt: r.createdAt }]),
          );
    return batch.map((s, i) => stored.get(ids[i]!) ?? earlier.get(s.payload.session_id!)!);
  });
}
