import { and, count, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { practiceSessions, questions } from '../../db/schema.js';

/** Learners who submitted a session within this window count as active (the dashboard names it). */
export const ACTIVE_LEARNER_WINDOW_DAYS = 30;

/** Questions an admin deleted: restorable, never shown to learners. */
export async function countDeletedQuestions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(isNotNull(questions.deletedAt));
  return row?.n ?? 0;
}

/** Active questions that came from the content bank (seeded), as opposed to ones added by an admin. */
export async function countLoadedQuestions(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(isNull(questions.deletedAt), isNotNull(questions.contentHash)));
  return row?.n ?? 0;
}

/**
 * Distinct learners with a session in the window. Sessions sent without a learner id
 * (storage blocked) count one each.
 */
export async function countActiveLearners(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - ACTIVE_LEARNER_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({
      count: sql<number>`(count(distinct ${practiceSessions.learnerId}) + count(*) filter (where ${practiceSessions.learnerId} is null))::int`,
    })
    .from(practiceSessions)
    .where(gte(practiceSessions.createdAt, since));
  return row?.count ?? 0;
}
