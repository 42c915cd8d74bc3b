import type { ChapterSummary } from '@shared/contract/lessons';
import type { RoundAttempt } from '../learning/attempt';
import type { QuestionStates } from '../learning/mastery';
import { daysUntil, startOfLocalDay } from '../learning/local-day';
import { isMastered } from '../learning/memory';

/**
 * Today's plan to the test date (issue 30, decision 044): derived from the record alone, so its
 * items tick off from what the learner did (never from a tick box), a missed day re-plans the
 * rest and a day of extra work leaves less for later.
 */

/** Minutes each kind of work takes, roughly: a new question with its explanation, a review, a mock. */
const MINUTES = { newQuestion: 1, review: 0.5, mock: 20 } as const;
/** A full mock every few days; every other day in the last week. */
const MOCK_EVERY_DAYS = 4;
const MOCK_EVERY_DAYS_LAST_WEEK = 2;
/** The last days before the test are for review and mocks, not new material. */
const CRAM_DAYS = 2;
const LAST_WEEK = 7;
/** New questions to answer before a mock means anything. */
const MOCK_AFTER_SEEN = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlanTopic {
  code: string;
  slug: string;
  /** The bank's active questions of the topic. */
  questionIds: readonly string[];
}

export interface PlanInput {
  now: number;
  testDate: string | null;
  minutesPerDay: number;
  topics: readonly PlanTopic[];
  chapters: readonly ChapterSummary[];
  questions: QuestionStates;
  /** Lesson sections read: "<chapter>/<section>" → when. */
  read: ReadonlyMap<string, number>;
  rounds: readonly RoundAttempt[];
}

interface PlanSection {
  chapter: string;
  slug: string;
  section: string;
  title: string;
  done: boolean;
}

export type PlanItem =
  | { kind: 'lessons'; sections: PlanSection[]; minutes: number }
  | { kind: 'new'; topic: string; slug: string; planned: number; done: number }
  | { kind: 'reviews'; planned: number; done: number }
  | { kind: 'missed'; planned: number; done: number }
  | { kind: 'mock'; done: boolean };

type PlanPhase = 'no-date' | 'learn' | 'last-week' | 'cram' | 'test-day' | 'after';

export interface TodayPlan {
  phase: PlanPhase;
  /** Whole days from today to the test day (0: today), or null without a date. */
  daysLeft: number | null;
  items: PlanItem[];
  /** Minutes today's items take, and the minutes a day the learner would need to see everything in time. */
  minutes: number;
  neededPerDay: number;
}

/** Whether the record already holds what an item of the day asks for. */
export function isItemDone(item: PlanItem): boolean {
  if (item.kind === 'lessons') return item.sections.every((s) => s.done);
  if (item.kind === 'mock') return item.done;
  return item.done >= item.planned;
}


function phaseOf(daysLeft: number | null): PlanPhase {
  if (daysLeft === null) return 'no-date';
  if (daysLeft < 0) return 'after';
  if (daysLeft === 0) return 'test-day';
  if (daysLeft <= CRAM_DAYS) return 'cram';
  return daysLeft <= LAST_WEEK ? 'last-week' : 'learn';
}

const isFullTest = (round: RoundAttempt) => round.mode === 'test' && round.questionIds.length >= 20;

export function todayPlan(input: PlanInput): TodayPlan {
  const { now, questions, read, minutesPerDay } = input;
  const today = startOfLocalDay(now);
  const tomorrow = today + DAY_MS;
  const daysLeft = daysUntil(input.testDate, now);
  const phase = phaseOf(daysLeft);
  if (phase === 'after') return { phase, daysLeft, items: [], minutes: 0, neededPerDay: 0 };
  // Days left to meet new material: all but the last ones (with no date, a month at this pace).
  const learnDays = daysLeft === null ? 30 : Math.max(1, daysLeft - CRAM_DAYS);
  const learning = phase === 'learn' || phase === 'last-week' || phase === 'no-date';
  const items: PlanItem[] = [];
  let minutes = 0;

  // A mock every few days (today's counts once done), and one in the last days.
  const tests = input.rounds.filter(isFullTest);
  const mockToday = tests.some((r) => r.at >= today);
  const lastMockBefore = Math.max(0, ...tests.filter((r) => r.at < today).map((r) => r.at));
  const seenBefore = [...questions.values()].filter((q) => q.seen > 0 && q.firstAt < today).length;
  const every = phase === 'learn' || phase === 'no-date' ? MOCK_EVERY_DAYS : MOCK_EVERY_DAYS_LAST_WEEK;
  const mockDue = phase !== 'test-day' && (mockToday || (seenBefore >= MOCK_AFTER_SEEN && today - startOfLocalDay(lastMockBefore) >= every * DAY_MS));
  if (mockDue) {
    items.push({ kind: 'mock', done: mockToday });
    minutes += MINUTES.mock;
  }

  // Reviews: those due by tonight, those done today, and in the last week every known question
  // not reviewed in it, spread over the days left (no review is planned after the test).
  let reviewsPlanned = 0;
  let reviewsDone = 0;
  let lastWeekLeft = 0;
  for (const q of questions.values()) {
    if (q.seen === 0 || q.firstAt >= today) continue;
    if (q.lastAt >= today) reviewsDone += 1;
    else if (q.card && q.card.due < tomorrow) reviewsPlanned += 1;
    else if (daysLeft !== null && daysLeft <= LAST_WEEK && q.lastAt < today - (LAST_WEEK - daysLeft) * DAY_MS && isMastered(q.card, now)) lastWeekLeft += 1;
  }
  if (daysLeft !== null && daysLeft <= LAST_WEEK) reviewsPlanned += Math.ceil(lastWeekLeft / Math.max(1, daysLeft));
  reviewsPlanned += reviewsDone;
  if (reviewsPlanned > 0) {
    items.push({ kind: 'reviews', planned: reviewsPlanned, done: reviewsDone });
    minutes += reviewsPlanned * MINUTES.review;
  }

  // In the last days, the questions missed last time instead of new ones.
  if (!learning) {
    const missed = [...questions.values()].filter((q) => q.seen > 0 && (!q.lastOk || q.lastAt >= today) && q.seen > q.right);
    const done = missed.filter((q) => q.lastAt >= today).length;
    if (missed.length > 0) items.push({ kind: 'missed', planned: missed.length, done });
    minutes += missed.length * MINUTES.review;
    return { phase, daysLeft, items, minutes: Math.round(minutes), neededPerDay: Math.round(minutes) };
  }

  // Lessons not read before today, in the guide's order: the day's share of them.
  const sections = input.chapters.flatMap((chapter) =>
    chapter.sections.map((s) => ({ chapter: chapter.chapter, slug: chapter.slug, section: s.id, title: s.title, minutes: Math.max(1, Math.round(chapter.minutes / chapter.sections.length)) })),
  );
  const unread = sections.filter((s) => (read.get(`${s.chapter}/${s.section}`) ?? Infinity) >= today);
  const lessonShare = unread.slice(0, Math.ceil(unread.length / learnDays));
  if (lessonShare.length > 0) {
    const lessonMinutes = lessonShare.reduce((sum, s) => sum + s.minutes, 0);
    items.push({
      kind: 'lessons',
      minutes: lessonMinutes,
      sections: lessonShare.map((s) => ({ chapter: s.chapter, slug: s.slug, section: s.section, title: s.title, done: read.has(`${s.chapter}/${s.section}`) })),
    });
    minutes += lessonMinutes;
  }

  // New questions: enough a day to see every question before the last days, at least what the
  // time left today allows; by topic, the least seen first.
  const unseenAtStart = input.topics.map((topic) => {
    const unseen = topic.questionIds.filter((id) => {
      const q = questions.get(id);
      return !q || q.seen === 0 || q.firstAt >= today;
    });
    const doneToday = unseen.filter((id) => (questions.get(id)?.firstAt ?? -1) >= today).length;
    return { topic, unseen: unseen.length, doneToday, seenShare: 1 - unseen.length / Math.max(1, topic.questionIds.length) };
  });
  const totalUnseen = unseenAtStart.reduce((sum, t) => sum + t.unseen, 0);
  const needed = Math.ceil(totalUnseen / learnDays);
  const fits = Math.floor(Math.max(0, minutesPerDay - minutes) / MINUTES.newQuestion);
  let newToday = Math.min(totalUnseen, Math.max(needed, fits));
  // Rounds of ten a topic, or an even share when the day holds more.
  const perTopic = Math.max(10, Math.ceil(newToday / Math.max(1, unseenAtStart.filter((t) => t.unseen > 0).length)));
  for (const entry of [...unseenAtStart].sort((a, b) => a.seenShare - b.seenShare || b.unseen - a.unseen)) {
    if (newToday <= 0) break;
    const planned = Math.min(entry.unseen, newToday, Math.max(perTopic, entry.doneToday));
    if (planned === 0) continue;
    items.push({ kind: 'new', topic: entry.topic.code, slug: entry.topic.slug, planned, done: Math.min(planned, entry.doneToday) });
    minutes += planned * MINUTES.newQuestion;
    newToday -= planned;
  }

  const reviewMinutes = (reviewsPlanned - reviewsDone) * MINUTES.review;
  const neededPerDay = Math.round(needed * MINUTES.newQuestion + reviewMinutes + (unread.reduce((sum, s) => sum + s.minutes, 0) / learnDays) + MINUTES.mock / every);
  return { phase, daysLeft, items, minutes: Math.round(minutes), neededPerDay };
}
