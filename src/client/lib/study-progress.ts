import { STORAGE_KEYS, STUDY_SECTIONS_PER_CATEGORY } from '@shared/constants';
import { readJson, writeJson } from './storage';

export interface CategoryProgress {
  sectionsCompleted: number;
  lastStudied: string;
}
export type StudyProgress = Record<string, CategoryProgress>;

function isStudyProgress(value: unknown): value is StudyProgress {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every(
      (p) => !!p && typeof p === 'object' && typeof (p as CategoryProgress).sectionsCompleted === 'number',
    )
  );
}

export function readStudyProgress(): StudyProgress {
  return readJson(STORAGE_KEYS.studyProgress, isStudyProgress) ?? {};
}

/** Percent of a category studied: sectionsCompleted out of 5, capped at 100. */
export function progressPercent(progress: CategoryProgress | undefined): number {
  if (!progress) return 0;
  return Math.min(100, Math.round((100 * progress.sectionsCompleted) / STUDY_SECTIONS_PER_CATEGORY));
}

/** Overall progress: the average over the given categories. */
export function overallProgressPercent(progress: StudyProgress, categoryCodes: readonly string[]): number {
  if (categoryCodes.length === 0) return 0;
  const total = categoryCodes.reduce((sum, code) => sum + progressPercent(progress[code]), 0);
  return Math.round(total / categoryCodes.length);
}

/** Records one more completed section for a category (at most 5), with today's date. */
export function markSectionStudied(categoryCode: string, now = new Date()): StudyProgress {
  const progress = readStudyProgress();
  const current = progress[categoryCode];
  progress[categoryCode] = {
    sectionsCompleted: Math.min(STUDY_SECTIONS_PER_CATEGORY, (current?.sectionsCompleted ?? 0) + 1),
    lastStudied: now.toISOString(),
  };
  writeJson(STORAGE_KEYS.studyProgress, progress);
  return progress;
}
