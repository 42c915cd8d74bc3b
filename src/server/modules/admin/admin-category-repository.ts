import { eq } from 'drizzle-orm';
import type { CategoryUpdatePayload } from '../../../shared/contract/categories.js';
import type { CategoryCode } from '../../../shared/categories.js';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema.js';

/** Renames or describes a category; false when there is no such category. */
export async function updateCategory(db: Db, code: CategoryCode, change: CategoryUpdatePayload): Promise<boolean> {
  const { name, description, icon, display_order: displayOrder } = change;
  const updated = await db
    .update(categories)
    .set({ name, description, icon, displayOrder, updatedAt: new Date() })
    .where(eq(categories.code, code))
    .returning({ code: categories.code });
  return updated.length > 0;
}
