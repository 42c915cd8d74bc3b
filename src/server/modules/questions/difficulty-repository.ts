import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

interface Counts {
  question_id: string;
  answers: number;
  right: number;
}

/** The counted answers of each active question's current version, and how many were right. */
export async function answerTotalsByQuestion(db: Db): Promise<Map<string, { answers: number; right: number }>> {
  const result = (await db.execute(sql`
    SELECT c.question_id, sum(c.answers)::int AS answers, sum(c.right_answers)::int AS right
    FROM question_answer_counts c JOIN questions q ON q.id = c.question_id AND q.version = c.version
    WHERE q.deleted_at IS NULL
    GROUP BY c.question_id`)) as unknown as { rows: Counts[] };
  return new Map(result.rows.map((r) => [r.question_id, { answers: r.answers, right: r.right }]));
}
