import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, questions } from '../../db/schema.js';

/** Every category and every active question, in the order learners see them. */
export async function loadBankRows(db: Db) {
  const [categoryRows, questionRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.displayOrder)),
    db.select().from(questions).where(isNull(questions.deletedAt)).orderBy(asc(questions.categoryCode), asc(questions.id)),
  ]);
  return { categoryRows, questionRows };
}
