import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { RECORD_IDB_NAME } from '../storage/keys';
import type { Attempt } from './attempt';
import type { QuestionState } from './question-state';

/** An attempt as stored: with the local order it was added in (not synced; each device numbers its own). */
export type StoredAttempt = Attempt & { seq: number };

/** What the record keeps beside the log: where the derived stores stand. */
export interface RecordMeta {
  /** The highest `seq` whose effects are in the derived stores. */
  appliedSeq: number;
  /** The derived stores' format: a different one is rebuilt from the log. */
  derivedFormat: number;
}

/** Answers on one local day and the milliseconds spent on them (derived). */
export interface DayTotal {
  /** YYYY-MM-DD. */
  day: string;
  answers: number;
  ms: number;
}

interface RecordSchema extends DBSchema {
  attempts: { key: string; value: StoredAttempt; indexes: { seq: number; questionId: string; kind: string } };
  questions: { key: string; value: QuestionState };
  days: { key: string; value: DayTotal };
  meta: { key: 'meta'; value: RecordMeta };
}

export type RecordDb = IDBPDatabase<RecordSchema>;

/**
 * The learner's record in IndexedDB: the append-only log (one record per attempt) and the
 * state derived from it (one record per question, one per day, and a small meta record), written together
 * in one transaction, so an answer's write does not grow with the log.
 */
export function openRecordDb(name = RECORD_IDB_NAME): Promise<RecordDb> {
  return openDB<RecordSchema>(name, 1, {
    upgrade(db) {
      const attempts = db.createObjectStore('attempts', { keyPath: 'id' });
      attempts.createIndex('seq', 'seq', { unique: true });
      // Only answers have a questionId, and only the kinds that carry one are indexed by it.
      attempts.createIndex('questionId', 'questionId');
      attempts.createIndex('kind', 'kind');
      db.createObjectStore('questions', { keyPath: 'questionId' });
      db.createObjectStore('days', { keyPath: 'day' });
      db.createObjectStore('meta');
    },
  });
}
