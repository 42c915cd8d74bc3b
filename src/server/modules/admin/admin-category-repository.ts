import { and, eq } from 'drizzle-orm';
import type { CategoryUpdatePayload } from '../../../shared/contract/categories.js';
import type { CategoryCode } from '../../../shared/categories.js';
import type { Db } from '../../db/client.js';
import { categories, categoryTranslations } from '../../db/schema.js';
import { recordAudit, type AuditActor } from './audit-repository.js';

/** A category's editable fields, English and French, as its audit records keep them. */
async function categorySnapshot(db: Db, code: CategoryCode, lock = false) {
  const read = db.select().from(categories).where(eq(categories.code, code));
  const [row] = lock ? await read.for('update') : await read;
  if (!row) return undefined;
  const [fr] = await db
    .select()
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.code, code), eq(categoryTranslations.locale, 'fr')));
  return {
    code: row.code,
    version: row.version,
    name: row.name,
    description: row.description,
    icon: row.icon,
    display_order: row.displayOrder,
    fr: fr ? { name: fr.name, description: fr.description } : null,
  };
}

/**
 * Renames or describes a category, in English and/or French; false when there is no such category,
 * 'changed' when it is no longer at the version the admin saw (`expected`).
 */
export async function updateCategory(db: Db, actor: AuditActor, code: CategoryCode, change: CategoryUpdatePayload, expected?: number): Promise<boolean | 'changed'> {
  const { name, description, icon, display_order: displayOrder, fr } = change;
  return db.transaction(async (tx) => {
    const before = await categorySnapshot(tx, code, true);
    if (!before) return false;
    if (expected !== undefined && before.version !== expected) return 'changed';
    const now = new Date();
    const [row] = await tx
      .update(categories)
      .set({ name, description, icon, displayOrder, updatedAt: now })
      .where(eq(categories.code, code))
      .returning({ code: categories.code, name: categories.name, description: categories.description });
    if (fr) {
      await tx
        .insert(categoryTranslations)
        .values({ code, locale: 'fr', name: fr.name ?? row!.name, description: fr.description ?? row!.description })
        .onConflictDoUpdate({ target: [categoryTranslations.code, categoryTranslations.locale], set: { ...fr, updatedAt: now } });
    }
    const after = (await categorySnapshot(tx, code))!;
    await recordAudit(tx, actor, [{ entityType: 'category', entityId: code, action: 'category-update', before, after }]);
    return true;
  });
}
