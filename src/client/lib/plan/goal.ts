import { addDays } from '../learning/local-day';
import type { StudyGoal } from '../storage/learner-data';
import { learnerStore } from '../storage/learner-store';

/** The attempts IRCC allows: three within 30 days of the invitation. */
const ATTEMPT_WINDOW_DAYS = 30;
export const MINUTES_CHOICES = [10, 20, 30, 60] as const;
export const DEFAULT_MINUTES = 20;

/** Changes part of the learner's goal, keeping the rest (on this device). */
export function saveGoal(change: Partial<StudyGoal>): void {
  learnerStore.update((data) => ({ goal: { ...data.goal, ...change } }));
}


/**
 * The date the plan aims at: the test date, or without one the last day of the 30-day window
 * that follows the invitation (the learner is told to book earlier, so a retake fits in it).
 */
export function targetDate(goal: StudyGoal): { date: string | null; from: 'test' | 'window' | null } {
  if (goal.testDate) return { date: goal.testDate, from: 'test' };
  if (goal.invitationDate) return { date: addDays(goal.invitationDate, ATTEMPT_WINDOW_DAYS), from: 'window' };
  return { date: null, from: null };
}

