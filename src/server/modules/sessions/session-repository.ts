import { inArray } from 'drizzle-orm';
import type { SessionPayload } from '../../../shared/contract/sessions.js';
import type { Db } from '../../db/client.js';
import { practiceSessions, questions, sessionAnswers } from '../../db/schema.js';

export async function findUnknownQuestionIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertSession(db: Db, session: SessionPayload) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(practiceSessions)
      .values({
        learnerId: session.learner_id ?? null,
        sessionType: session.session_type,
        totalQuestions: session.total_questions,
        correctAnswers: session.correct_answers,
        scorePercentage: session.score_percentage,
        timeSpentSeconds: session.time_spent_seconds,
        passed: session.passed,
      })
      .returning({ id: practiceSessions.id, createdAt: practiceSessions.createdAt });
    if (session.questions.length > 0) {
      await tx.insert(sessionAnswers).values(
        session.questions.map((q, position) => ({
          sessionId: created!.id,
          position,
          questionId: q.question_id,
          selectedAnswer: q.selected_answer,
          isCorrect: q.is_correct,
          timeSpent: q.time_spent,
        })),
      );
    }
    return created!;
  });
}
