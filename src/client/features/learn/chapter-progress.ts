import type { SeenCounts } from '../../components/ui/seen-and-right';
import type { QuestionState } from '../../lib/learning/question-state';

/** How many of these questions the learner has answered, and how many were right the last time. */
export function seenCounts(questionIds: readonly string[], states: ReadonlyMap<string, QuestionState>): SeenCounts {
  let answered = 0;
  let lastRight = 0;
  for (const id of questionIds) {
    const state = states.get(id);
    if (!state || state.seen === 0) continue;
    answered += 1;
    if (state.lastOk) lastRight += 1;
  }
  return { answered, lastRight };
}

/** The key of a section in the record's `read` map. */
export const sectionKey = (chapter: string, section: string) => `${chapter}/${section}`;

/** How many of a chapter's sections the learner has read. */
export const sectionsRead = (chapter: string, sectionIds: readonly string[], read: ReadonlyMap<string, number>): number =>
  sectionIds.filter((id) => read.has(sectionKey(chapter, id))).length;

/**
 * The questions a section's "check yourself" asks: up to `count`, those not yet answered right
 * the last time first (in the bank's order), so a second check asks what is still to learn.
 */
export function checkQuestions(questionIds: readonly string[], states: ReadonlyMap<string, QuestionState>, count = 3): string[] {
  const known = (id: string) => states.get(id)?.lastOk === true;
  return [...questionIds.filter((id) => !known(id)), ...questionIds.filter(known)].slice(0, count);
}
