
/** Bump with a step in migrations.ts whenever the stored shape changes. */
export const LEARNER_DATA_VERSION = 3;

export interface StudyVisits {
  sectionsCompleted: number;
  lastStudied: string;
}

/** The learner's test and how much time a day they have (the plan works towards the test date). */
export interface StudyGoal {
  /** The test date, YYYY-MM-DD, or null. */
  testDate: string | null;
  /** The invitation date, YYYY-MM-DD, from which the 30-day window of attempts follows; or null. */
  invitationDate?: string | null;
  /** Minutes a day the learner has for study, or null. */
  minutesPerDay?: number | null;
  /** The tenth of the pass estimate last shown before the test (0–9) and the day it was shown. */
  lastBand?: { band: number; on: string } | null;
  /** The test date the "how did it go?" question was answered or dismissed for: it is asked once. */
  outcomeAskedFor?: string | null;
}

/**
 * What the site keeps about a learner beside the record of attempts (lib/learning): settings and
 * a feature's work in progress, on the device only. Everything learnt lives in the record.
 */
export interface LearnerData {
  /** A random id, so the server can count active learners without accounts. */
  learnerId: string | null;
  /** The practice test in progress, as the practice feature saved it (it reads and checks it). */
  testInProgress: unknown;
  goal: StudyGoal;
  /** Page visits recorded by releases before November 2026: kept, shown nowhere. */
  studyProgress: Record<string, StudyVisits>;
}

export const emptyLearnerData = (): LearnerData => ({ learnerId: null, testInProgress: null, goal: { testDate: null }, studyProgress: {} });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(v));

export function parseGoal(value: unknown): StudyGoal | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { testDate, invitationDate, minutesPerDay, lastBand, outcomeAskedFor } = value as Record<string, unknown>;
  if (!(testDate === null || isDay(testDate))) return undefined;
  const band = lastBand as { band?: unknown; on?: unknown } | null | undefined;
  return {
    testDate,
    ...(invitationDate === null || isDay(invitationDate) ? { invitationDate } : {}),
    ...(band === null || (typeof band === 'object' && band !== undefined && Number.isInteger(band.band) && (band.band as number) >= 0 && (band.band as number) <= 9 && isDay(band.on))
      ? { lastBand: band as { band: number; on: string } | null }
      : {}),
    ...(outcomeAskedFor === null || isDay(outcomeAskedFor) ? { outcomeAskedFor } : {}),
    ...(minutesPerDay === null || (Number.isInteger(minutesPerDay) && (minutesPerDay as number) > 0 && (minutesPerDay as number) <= 600) ? { minutesPerDay: minutesPerDay as number | null } : {}),
  };
}

export function parseStudyProgress(value: unknown): Record<string, StudyVisits> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, StudyVisits] =>
      typeof e[1] === 'object' && e[1] !== null && Number.isInteger((e[1] as StudyVisits).sectionsCompleted) && typeof (e[1] as StudyVisits).lastStudied === 'string',
  );
  return Object.fromEntries(entries);
}

export const parseLearnerId = (value: unknown): string | null =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;

