import type { QuestionHistoryEntry } from '@shared/contract/admin';
import { indexToLetter } from '@shared/rules/answers';

type Snapshot = QuestionHistoryEntry['before'];

/** A field of a snapshot by its history name (French ones as fr.question). */
function valueAt(snapshot: Snapshot, field: string): unknown {
  let value: unknown = snapshot;
  for (const key of field.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** How an admin reads yes/no and a date (ISO time stamps such as verified_at). */
export interface ValueWords {
  yes: string;
  no: string;
  date: (iso: string) => string;
}

/** A field's value as an admin reads it: the answer as its letter, yes/no, a date, '' for nothing. */
function readableValue(snapshot: Snapshot, field: string, words: ValueWords): string {
  const value = valueAt(snapshot, field);
  if (value === null || value === undefined) return '';
  if (field === 'correct_answer' && typeof value === 'number') return indexToLetter(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (field.endsWith('_at') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return words.date(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The before → after of each changed field; none for a create, delete, restore or import (one side is the whole question). */
export function fieldChanges(entry: QuestionHistoryEntry, words: ValueWords): FieldChange[] {
  if (!entry.before || !entry.after) return [];
  return entry.changed_fields.map((field) => ({
    field,
    before: readableValue(entry.before, field, words),
    after: readableValue(entry.after, field, words),
  }));
}

/** The field's name without its language prefix, and whether it is a French text. */
export function fieldName(field: string): { name: string; french: boolean } {
  return field.startsWith('fr.') ? { name: field.slice(3), french: true } : { name: field, french: false };
}
