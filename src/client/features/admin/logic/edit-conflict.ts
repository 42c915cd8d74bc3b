import { ANSWER_LETTERS } from '@shared/constants';
import type { QuestionFormValues } from './question-form';

/** One field of the form, read as text (what the conflict panel shows). */
interface FormField {
  key: string;
  label: string;
  read: (values: QuestionFormValues) => string;
}

const letter = (index: number) => ANSWER_LETTERS[index] ?? '—';

const FIELDS: FormField[] = [
  { key: 'question', label: 'Question', read: (v) => v.question },
  { key: 'type', label: 'Type', read: (v) => v.type },
  ...ANSWER_LETTERS.map((l, i): FormField => ({ key: `option-${l}`, label: `Option ${l}`, read: (v) => (v.type === 'true-false' ? '' : (v.options[i] ?? '')) })),
  { key: 'correct', label: 'Correct answer', read: (v) => letter(v.correctAnswer) },
  { key: 'category', label: 'Category', read: (v) => v.category },
  { key: 'difficulty', label: 'Difficulty', read: (v) => v.difficulty },
  { key: 'explanation', label: 'Explanation', read: (v) => v.explanation },
  { key: 'memory', label: 'Memory device', read: (v) => v.memoryDevice },
  { key: 'fr-question', label: 'French question', read: (v) => v.fr.question },
  ...ANSWER_LETTERS.map((l, i): FormField => ({ key: `fr-option-${l}`, label: `French option ${l}`, read: (v) => (v.type === 'true-false' ? '' : (v.fr.options[i] ?? '')) })),
  { key: 'fr-explanation', label: 'French explanation', read: (v) => v.fr.explanation },
  { key: 'fr-memory', label: 'French memory device', read: (v) => v.fr.memoryDevice },
];

export interface ConflictField {
  key: string;
  label: string;
  /** What the question holds now (someone else's change). */
  theirs: string;
  /** What this admin typed, when they changed the same field too; undefined otherwise. */
  mine: string | undefined;
}

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * What changed under an admin while they edited: each field the other change touched (from the
 * version they opened to the current one), with their own text where they changed it as well.
 */
export function conflictFields(opened: QuestionFormValues, current: QuestionFormValues, mine: QuestionFormValues): ConflictField[] {
  return FIELDS.filter((f) => !same(f.read(opened), f.read(current))).map((f) => ({
    key: f.key,
    label: f.label,
    theirs: f.read(current),
    mine: same(f.read(opened), f.read(mine)) ? undefined : f.read(mine),
  }));
}

/** The fields this admin changed from the version they opened: kept on screen when they load the other version. */
export function myChanges(opened: QuestionFormValues, mine: QuestionFormValues): { key: string; label: string; text: string }[] {
  return FIELDS.filter((f) => !same(f.read(opened), f.read(mine))).map((f) => ({ key: f.key, label: f.label, text: f.read(mine) }));
}
