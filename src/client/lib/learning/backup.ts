import { parseGoal, type StudyGoal } from '../storage/learner-data';
import { parseLegacyLearning } from '../storage/legacy-learning';
import { type Attempt, parseAttempt } from './attempt';
import { legacyAttempts } from './legacy-record';

/** Names our export files, so another site's JSON is never read as progress. */
export const BACKUP_FORMAT = 'canadian-citizenship-test-progress';
/** Version 3: the record of attempts. Versions 1–2 held the store's sections; they are still read. */
export const BACKUP_VERSION = 3;
/** Past these a file is not a learner's progress (years of daily study is about 15 MB and 100,000 attempts). */
export const BACKUP_MAX_BYTES = 30 * 1024 * 1024;
export const BACKUP_MAX_ATTEMPTS = 250_000;

export interface ProgressBackup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  attempts: Attempt[];
  goal: StudyGoal;
}

export function buildBackup(attempts: readonly Attempt[], goal: StudyGoal, now: Date): ProgressBackup {
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), attempts: [...attempts], goal };
}

type BackupProblem = 'notJson' | 'notOurs' | 'newer' | 'damaged' | 'tooBig';
export type ReadBackup = { ok: true; attempts: Attempt[]; goal: StudyGoal | undefined } | { ok: false; reason: BackupProblem };

/**
 * Reads an export file: ours, not from a newer release, within the size limits, and every entry
 * valid (a damaged file changes nothing). Files of earlier releases become attempts as the store's
 * own migration makes them, with ids from the file's export time, so importing a file twice adds nothing twice.
 */
export function readBackup(text: string): ReadBackup {
  if (text.length > BACKUP_MAX_BYTES) return { ok: false, reason: 'tooBig' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== BACKUP_FORMAT) return { ok: false, reason: 'notOurs' };
  const file = parsed as Record<string, unknown>;
  if (!Number.isInteger(file.version) || (file.version as number) < 0) return { ok: false, reason: 'damaged' };
  if ((file.version as number) > BACKUP_VERSION) return { ok: false, reason: 'newer' };
  const goal = file.goal === undefined ? undefined : parseGoal(file.goal);
  if (file.version === BACKUP_VERSION) {
    if (!Array.isArray(file.attempts) || (file.goal !== undefined && !goal)) return { ok: false, reason: 'damaged' };
    if (file.attempts.length > BACKUP_MAX_ATTEMPTS) return { ok: false, reason: 'tooBig' };
    const attempts: Attempt[] = [];
    for (const raw of file.attempts) {
      const attempt = parseAttempt(raw);
      if (!attempt) return { ok: false, reason: 'damaged' };
      attempts.push(attempt);
    }
    return { ok: true, attempts, goal };
  }
  const progress = file.progress;
  if (typeof progress !== 'object' || progress === null || Array.isArray(progress)) return { ok: false, reason: 'damaged' };
  const sections = progress as Record<string, unknown>;
  const legacy = parseLegacyLearning(sections);
  const legacyGoal = sections.goal === undefined ? undefined : parseGoal(sections.goal);
  if ((legacy && legacy.damaged.length > 0) || (sections.goal !== undefined && !legacyGoal)) return { ok: false, reason: 'damaged' };
  if (legacy && legacy.answers.length + legacy.history.length > BACKUP_MAX_ATTEMPTS) return { ok: false, reason: 'tooBig' };
  const exportedAt = typeof file.exportedAt === 'string' ? file.exportedAt.slice(0, 40) : 'file';
  return { ok: true, attempts: legacy ? legacyAttempts(legacy, `import:${exportedAt}`) : [], goal: legacyGoal };
}
