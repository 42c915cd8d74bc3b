import { eq } from 'drizzle-orm';
import type { CategoryUpdatePayload } from '../../../shared/contract/categories.js';
import type { CategoryCode } from '../../../shared/categories.js';
import type { Db } from '../../db/client.js';
import { categories, categoryTranslations } from '../../db/schema.js';

/** Renames or describes a category, in English and/or French; false when there is no such category. */
export async function updateCategory(db: Db, code: CategoryCode, change: CategoryUpdatePayload): Promise<boolean> {
  const { name, description, icon, display_order: displayOrder, fr } = change;
  return db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(categories)
      .set({ name, description, icon, displayOrder, updatedAt: now })
      .where(eq(categories.code, code))
      .returning({ code: categories.code, name: categories.name, description: categories.description });
    const row = updated[0];
    if (!row) return false;
    if (fr) {
      await tx
        .insert(categoryTranslations)
        .values({ code, locale: 'fr', name: fr.name ?? row.name, description: fr.description ?? row.description })
        .onConflictDoUpdate({ target: [categoryTranslations.code, categoryTranslations.locale], set: { ...fr, updatedAt: now } });
    }
    return true;
  });
}
