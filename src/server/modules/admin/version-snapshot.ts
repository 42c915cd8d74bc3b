import { questionPayloadSchema } from '../../../shared/contract/questions.js';

const pick = (snapshot: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => key in snapshot).map((key) => [key, snapshot[key]]));

/** The fields an admin edits (not the id, stamps, source, chapter or checked date). */
const EDITABLE = ['type', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'correct_answer', 'category_code', 'difficulty_level', 'explanation', 'memory_device', 'context', 'out_of_test'] as const;
const FRENCH = ['question', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation', 'memory_device', 'context'] as const;

/**
 * A question as a history entry recorded it, turned back into an edit and checked by the same
 * contract as an admin's save (a snapshot from an older shape may no longer pass). Without French
 * in the snapshot the edit leaves today's French as it is, like any save without French.
 */
export function payloadFromSnapshot(snapshot: Record<string, unknown>) {
  const fr = snapshot.fr && typeof snapshot.fr === 'object' ? pick(snapshot.fr as Record<string, unknown>, FRENCH) : undefined;
  return questionPayloadSchema.safeParse({ ...pick(snapshot, EDITABLE), ...(fr ? { fr } : {}) });
}
