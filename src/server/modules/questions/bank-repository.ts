import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, categoryTranslations, questions, questionTranslations } from '../../db/schema.js';

/** Every category and every active question, in the order learners see them, with their translations. */
export async function loadBankRows(db: Db) {
  const [categoryRows, questionRows, questionTranslationRows, categoryTranslationRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.displayOrder)),
    db.select().from(questions).where(isNull(questions.deletedAt)).orderBy(asc(questions.categoryCode), asc(questions.id)),
    db.select().from(questionTranslations),
    db.select().from(categoryTranslations),
  ]);
  return { categoryRows, questionRows, questionTranslationRows, categoryTranslationRows };
}
