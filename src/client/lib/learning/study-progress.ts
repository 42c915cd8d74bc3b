import { STUDY_SECTIONS_PER_CATEGORY } from '../../config/constants';
import type { StudyVisits } from '../storage/learner-data';
import { learnerStore } from '../storage/learner-store';

export type StudyProgress = Readonly<Record<string, StudyVisits>>;

/** Percent of a category studied: sectionsCompleted out of 5, capped at 100. */
export function progressPercent(progress: StudyVisits | undefined): number {
  if (!progress) return 0;
  return Math.min(100, Math.round((100 * progress.sectionsCompleted) / STUDY_SECTIONS_PER_CATEGORY));
}

/** Overall progress: the average over the given categories. */
export function overallProgressPercent(progress: StudyProgress, categoryCodes: readonly string[]): number {
  if (categoryCodes.length === 0) return 0;
  const total = categoryCodes.reduce((sum, code) => sum + progressPercent(progress[code]), 0);
  return Math.round(total / categoryCodes.length);
}

/** One more completed section for a category (at most 5), dated now. */
function withSectionStudied(progress: StudyProgress, categoryCode: string, now = new Date()): Record<string, StudyVisits> {
  const current = progress[categoryCode];
  return {
    ...progress,
    [categoryCode]: {
      sectionsCompleted: Math.min(STUDY_SECTIONS_PER_CATEGORY, (current?.sectionsCompleted ?? 0) + 1),
      lastStudied: now.toISOString(),
    },
  };
}

/** Records a study session for a category (a visit, or opening a mode). */
export function recordStudySession(categoryCode: string): void {
  void learnerStore.ready().then(() =>
    learnerStore.update((data) => ({ studyProgress: withSectionStudied(data.studyProgress, categoryCode) })),
  );
}
