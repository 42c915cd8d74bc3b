import type { QuestionHistoryEntry } from '@shared/contract/admin';
import { isHelpLang, type HelpLang } from '@shared/help-languages';
import { indexToLetter } from '@shared/rules/answers';

type Snapshot = QuestionHistoryEntry['before'];

/** A field of a snapshot by its history name (French ones as fr.question, help languages' as pa.question). */
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
export function fieldName(field: string): { name: string; language: 'fr' | HelpLang | null } {
  const [prefix, name] = field.split('.', 2);
  if (name !== undefined && (prefix === 'fr' || isHelpLang(prefix))) return { name, language: prefix };
  return { name: field, language: null };
}

/** Actions that change a question that exists before and after: both sides are worth showing. */
const EDITS: ReadonlySet<QuestionHistoryEntry['action']> = new Set(['update', 'restore-version', 'shuffle', 'reorder', 'fix-distribution']);
/** Actions whose before and after are worth showing, though not a version of the question to restore. */
const TEXT_CHANGES: ReadonlySet<QuestionHistoryEntry['action']> = new Set(['help-translation']);

/**
 * What an entry can show beyond who and when: its fields before and after; that the save changed
 * no field (recorded before such saves stopped being recorded); that its details were not kept;
 * or nothing more (a create, import, delete or restore is the whole question).
 */
export function entryDetail(entry: QuestionHistoryEntry): 'fields' | 'no-change' | 'not-recorded' | 'whole' {
  if (!EDITS.has(entry.action) && !TEXT_CHANGES.has(entry.action)) return 'whole';
  if (!entry.before || !entry.after) return 'not-recorded';
  return entry.changed_fields.length === 0 ? 'no-change' : 'fields';
}

/** The version before a change can be saved again (the first edit's keeps the question as it first was). */
export const canRestore = (entry: QuestionHistoryEntry): boolean => EDITS.has(entry.action) && entry.before !== null;

/** A text split around the part that changed: the same start and end, and the middle that differs. */
export interface TextSplit {
  start: string;
  changed: string;
  end: string;
}

/**
 * Where two versions of a text differ, cut at whole words: long texts (an explanation) show the
 * changed words marked instead of two near-identical paragraphs to compare by eye.
 */
export function splitChange(before: string, after: string): { before: TextSplit; after: TextSplit } {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const cut = (words: string[]): TextSplit => ({
    start: words.slice(0, head).join(''),
    changed: words.slice(head, words.length - tail).join(''),
    end: words.slice(words.length - tail).join(''),
  });
  return { before: cut(a), after: cut(b) };
}
