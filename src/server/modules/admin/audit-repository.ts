import { and, desc, eq } from 'drizzle-orm';
import type { AuditAction, QuestionHistoryEntry } from '../../../shared/contract/admin.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { changedFields } from './audit-diff.js';

/** The signed-in admin who makes a change (from the server session, never from the request body). */
export interface AuditActor {
  adminId: number;
  email: string;
}

type Snapshot = Record<string, unknown> | null;

export interface AuditEntry {
  entityType: 'question' | 'category';
  entityId: string;
  action: AuditAction;
  before: Snapshot;
  after: Snapshot;
}

/** Rows per insert: a bulk import of 2,000 questions stays well under the bind-parameter limit. */
const BATCH = 500;

/** Writes audit records in the caller's transaction, so they exist exactly when the change does. */
export async function recordAudit(db: Db, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += BATCH) {
    await db.insert(auditLog).values(
      entries.slice(i, i + BATCH).map((entry) => ({
        ...entry,
        adminId: actor.adminId,
        adminEmail: actor.email,
      })),
    );
  }
}

/** Who made the latest change to an entity, and when (for the admin told that someone changed it meanwhile). */
export async function lastChange(db: Db, entityType: AuditEntry['entityType'], id: string): Promise<{ by: string | null; at: string } | undefined> {
  const [row] = await db
    .select({ by: auditLog.adminEmail, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row && { by: row.by, at: row.at.toISOString() };
}

/** Every change to one question, newest first (a deleted question keeps its history). */
export async function questionHistory(db: Db, id: string): Promise<QuestionHistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'question'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map((row) => {
    const before = row.before as Snapshot;
    const after = row.after as Snapshot;
    return {
      id: row.id,
      action: row.action as AuditAction,
      admin_email: row.adminEmail,
      created_at: row.createdAt.toISOString(),
      before,
      after,
      changed_fields: changedFields(before, after),
    };
  });
}

/**
 * One of a question's history entries: its action, and the question as it was just before
 * (`before`, null when it created the question or brought it back); undefined when there is no
 * such entry.
 */
export async function versionBefore(db: Db, id: string, entryId: number): Promise<{ action: string; before: Snapshot } | undefined> {
  const [row] = await db
    .select({ action: auditLog.action, before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'question'), eq(auditLog.entityId, id), eq(auditLog.id, entryId)));
  return row && { action: row.action, before: row.before as Snapshot };
}
