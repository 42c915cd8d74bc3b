import { and, eq } from 'drizzle-orm';
import { ANSWER_LETTERS } from '../../../shared/constants.js';
import type { AdminHelpText } from '../../../shared/contract/admin-help.js';
import type { HelpLang } from '../../../shared/help-languages.js';
import type { Db } from '../../db/client.js';
import { helpTranslations } from '../../db/schema.js';
import type { HelpText } from '../help/help-packs.js';
import { recordAudit, type AuditActor } from './audit-repository.js';

/** A translation as the question's history shows it, under its language like the French ("pa.option_a"); null: none. */
function historySnapshot(lang: HelpLang, text: HelpText | undefined): Record<string, unknown> {
  if (!text) return { [lang]: null };
  const fields: Record<string, unknown> = { question: text.question };
  text.options.forEach((option, i) => (fields[`option_${ANSWER_LETTERS[i]!.toLowerCase()}`] = option));
  return { [lang]: { ...fields, explanation: text.explanation, memory_device: text.memoryDevice, context: text.context ?? null } };
}

/**
 * Writes an admin's text for one question in one help language, made from the English of
 * revision `source` with answer key `correctAnswer`, and records it in the question's history.
 */
export async function saveHelpText(
  db: Db,
  actor: AuditActor,
  change: { id: string; lang: HelpLang; text: AdminHelpText; source: string; correctAnswer: number; before: HelpText | undefined },
): Promise<void> {
  const { id, lang, text, source, correctAnswer, before } = change;
  const values = { question: text.question, options: text.options, correctAnswer, explanation: text.explanation, memoryDevice: text.memoryDevice, context: text.context || null, source, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(helpTranslations)
      .values({ questionId: id, lang, ...values })
      .onConflictDoUpdate({ target: [helpTranslations.questionId, helpTranslations.lang], set: values });
    const after = { ...values, context: values.context ?? undefined, edited: true };
    await recordAudit(tx, actor, [{ entityType: 'question', entityId: id, action: 'help-translation', before: historySnapshot(lang, before), after: historySnapshot(lang, after) }]);
  });
}

/** Drops an admin's text: the reviewed file's translation (if any) is served again. False if there was none. */
export async function removeHelpText(db: Db, actor: AuditActor, change: { id: string; lang: HelpLang; before: HelpText; after: HelpText | undefined }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(helpTranslations)
      .where(and(eq(helpTranslations.questionId, change.id), eq(helpTranslations.lang, change.lang)))
      .returning({ id: helpTranslations.questionId });
    if (removed.length === 0) return false;
    await recordAudit(tx, actor, [
      { entityType: 'question', entityId: change.id, action: 'help-translation', before: historySnapshot(change.lang, change.before), after: historySnapshot(change.lang, change.after) },
    ]);
    return true;
  });
}
