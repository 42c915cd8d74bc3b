import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankState, categories, categoryTranslations, helpTranslations, questions, questionTranslations } from '../../db/schema.js';

/**
 * Every category and every active question, in the order learners see them, with their
 * translations and the help-language texts admins wrote.
 */
export async function loadBankRows(db: Db) {
  const [categoryRows, questionRows, questionTranslationRows, categoryTranslationRows, helpTranslationRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.displayOrder)),
    db.select().from(questions).where(isNull(questions.deletedAt)).orderBy(asc(questions.categoryCode), asc(questions.id)),
    db.select().from(questionTranslations),
    db.select().from(categoryTranslations),
    db.select().from(helpTranslations).orderBy(asc(helpTranslations.questionId), asc(helpTranslations.lang)),
  ]);
  return { categoryRows, questionRows, questionTranslationRows, categoryTranslationRows, helpTranslationRows };
}

export type HelpTranslationRow = typeof helpTranslations.$inferSelect;

/** The revision the database's triggers bump on every write to the bank (0 before the migration that adds it). */
export async function readBankRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: bankState.revision }).from(bankState).where(eq(bankState.id, 1));
  return row?.revision ?? 0;
}
