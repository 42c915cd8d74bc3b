import type { StudyGoal } from '../storage/learner-data';
import { learnerStore } from '../storage/learner-store';
import { daysUntil } from './today-plan';

/** The attempts IRCC allows: three within 30 days of the invitation. */
const ATTEMPT_WINDOW_DAYS = 30;
export const MINUTES_CHOICES = [10, 20, 30, 60] as const;
export const DEFAULT_MINUTES = 20;

/** Changes part of the learner's goal, keeping the rest (on this device). */
export function saveGoal(change: Partial<StudyGoal>): void {
  learnerStore.update((data) => ({ goal: { ...data.goal, ...change } }));
}

/** YYYY-MM-DD of a local date `days` after another. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(y, m - 1, d + days);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
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

export const countdown = (goal: StudyGoal, now: number) => daysUntil(targetDate(goal).date, now);
