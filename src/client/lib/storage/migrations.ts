import { emptyLearnerData, parseGoal, parseLearnerId, parseStudyProgress, type LearnerData } from './learner-data';
import { parseLegacyLearning, type LegacyLearning } from './legacy-learning';

/** The sections as read from the device, before validation. */
export interface RawLearnerData {
  version: number;
  sections: Record<string, unknown>;
}

/** What loading found: the data, anything damaged that was set aside (shown as a notice), and learning data of an older release still to move into the record. */
export interface LoadedLearnerData {
  data: LearnerData;
  setAside: string[];
  legacyLearning: LegacyLearning | undefined;
}

/** The localStorage values of the release before the learner store. */
export interface LegacyValues {
  lastTestResults?: unknown;
  studyProgress?: unknown;
  learnerId?: unknown;
}

/** The sections that held learning data before the record of attempts (version 3 moves them there). */
export const LEGACY_LEARNING_SECTIONS = ['answers', 'history', 'memory', 'cardMarks', 'lastResult', 'lastTestResults'] as const;

/**
 * Reads stored sections of any version. Since version 3 the store keeps settings and work in
 * progress only; learning data found in the sections of an older version (answers, history,
 * marks, the last result) is handed on to move into the record of attempts.
 */
export function migrateLearnerData(raw: RawLearnerData): LoadedLearnerData {
  const { sections } = raw;
  const data = emptyLearnerData();
  const setAside: string[] = [];
  data.learnerId = parseLearnerId(sections.learnerId);
  if (sections.testInProgress !== undefined) data.testInProgress = sections.testInProgress;
  if (sections.goal !== undefined) {
    const goal = parseGoal(sections.goal);
    if (goal) data.goal = goal;
    else setAside.push('goal');
  }
  if (sections.studyProgress !== undefined && sections.studyProgress !== null) {
    const progress = parseStudyProgress(sections.studyProgress);
    if (progress) data.studyProgress = progress;
    else setAside.push('studyProgress');
  }
  const legacyLearning = parseLegacyLearning(sections);
  // Damaged learning sections are set aside whole (their valid entries still move), so nothing is lost.
  if (legacyLearning) setAside.push(...legacyLearning.damaged);
  return { data, setAside, legacyLearning };
}

/** Reads the first release's localStorage values as version 0 sections. */
export function legacySections(values: LegacyValues): RawLearnerData {
  return { version: 0, sections: { ...values } };
}
