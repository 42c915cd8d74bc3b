import { emptyLearnerData, LEARNER_DATA_VERSION, PROGRESS_SECTIONS, type LearnerData } from '../storage/learner-data';
import type { AnswerRecord, TestRecord } from '../storage/learning-records';
import { migrateLearnerData } from '../storage/migrations';
import { applyAnswers } from './memory';

/** Names our export files, so another site's JSON is never read as progress. */
export const BACKUP_FORMAT = 'canadian-citizenship-test-progress';

type ProgressSection = (typeof PROGRESS_SECTIONS)[number];
export type Progress = Pick<LearnerData, ProgressSection>;

export interface ProgressBackup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  progress: Progress;
}

export const pickProgress = (data: LearnerData): Progress => Object.fromEntries(PROGRESS_SECTIONS.map((s) => [s, data[s]])) as Progress;

export function buildBackup(data: LearnerData, now: Date): ProgressBackup {
  return { format: BACKUP_FORMAT, version: LEARNER_DATA_VERSION, exportedAt: now.toISOString(), progress: pickProgress(data) };
}

export type ReadBackup = { ok: true; progress: Progress } | { ok: false; reason: 'notJson' | 'notOurs' | 'newer' | 'damaged' };

/** Reads an export file: ours, not from a newer release, and every section valid (a damaged file changes nothing). */
export function readBackup(text: string): ReadBackup {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== BACKUP_FORMAT) return { ok: false, reason: 'notOurs' };
  const { version, progress } = parsed as { version?: unknown; progress?: unknown };
  if (!Number.isInteger(version) || (version as number) < 0) return { ok: false, reason: 'damaged' };
  if ((version as number) > LEARNER_DATA_VERSION) return { ok: false, reason: 'newer' };
  if (typeof progress !== 'object' || progress === null || Array.isArray(progress)) return { ok: false, reason: 'damaged' };
  const { data, setAside } = migrateLearnerData({ version: version as number, sections: progress as Record<string, unknown> });
  if (setAside.length > 0) return { ok: false, reason: 'damaged' };
  return { ok: true, progress: { ...pickProgress(data), memory: applyAnswers(data.memory, data.answers) } };
}

const answerKey = (a: AnswerRecord) => `${a.id}|${a.at}|${a.mode}|${a.ok}`;
const testKey = (t: TestRecord) => `${t.completedAt}|${t.mode}|${t.total}`;

function union<T>(a: readonly T[], b: readonly T[], key: (item: T) => string, order: (x: T, y: T) => number): T[] {
  const seen = new Map<string, T>();
  for (const item of [...a, ...b]) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()].sort(order);
}

/** This device's progress and an imported one together: every answer and test once, in time order; schedules rebuilt from all answers. */
export function mergeProgress(current: Progress, incoming: Progress): Progress {
  const answers = union(current.answers, incoming.answers, answerKey, (x, y) => x.at - y.at);
  const history = union(current.history, incoming.history, testKey, (x, y) => x.completedAt.localeCompare(y.completedAt));
  const latest = [current.lastResult, incoming.lastResult].filter((r) => r !== null).sort((x, y) => y.completedAt.localeCompare(x.completedAt))[0] ?? null;
  return {
    answers,
    history,
    memory: applyAnswers({}, answers),
    lastResult: latest,
    goal: incoming.goal.testDate ? incoming.goal : current.goal,
    cardMarks: { ...current.cardMarks, ...incoming.cardMarks },
    studyProgress: { ...current.studyProgress, ...incoming.studyProgress },
  };
}

export const emptyProgress = (): Progress => pickProgress(emptyLearnerData());
