import { describe, expect, it } from 'vitest';
import type { ChapterSummary } from '@shared/contract/lessons';
import type { AnswerAttempt, RoundAttempt } from '../learning/attempt';
import { newQuestionState, withAnswer, type QuestionState } from '../learning/question-state';
import { daysUntil } from '../learning/local-day';
import { todayPlan, type PlanInput, type PlanItem } from './today-plan';

const DAY = 24 * 60 * 60 * 1000;
// 28 November 2026, 10:00 local time.
const NOW = new Date(2026, 10, 28, 10).getTime();
const TODAY = new Date(2026, 10, 28).getTime();
const dateIn = (days: number) => {
  const d = new Date(2026, 10, 28 + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const topics = ['GEO', 'HIS', 'GOV'].map((code) => ({ code, slug: code.toLowerCase(), questionIds: Array.from({ length: 100 }, (_, i) => `${code.toLowerCase()}-${i}`) }));
const chapters = Array.from({ length: 4 }, (_, c) => ({
  chapter: `0${c}-chapter`,
  slug: `chapter-${c}`,
  title: `Chapter ${c}`,
  intro: '',
  minutes: 12,
  questions: 0,
  questionIds: [],
  sections: Array.from({ length: 6 }, (_, s) => ({ id: `s${s}`, title: `Section ${s}`, questions: 3 })),
})) as unknown as ChapterSummary[];

/** The states after these answers (in time order). */
function statesOf(answers: [id: string, at: number, ok: boolean][]): Map<string, QuestionState> {
  const states = new Map<string, QuestionState>();
  for (const [id, at, ok] of [...answers].sort((a, b) => a[1] - b[1])) {
    const answer: AnswerAttempt = { kind: 'answer', id: `${id}@${at}`, at, questionId: id, category: id.slice(0, 3).toUpperCase(), ok, choice: ok ? 0 : 1, mode: 'category' };
    states.set(id, withAnswer(states.get(id) ?? newQuestionState(id, answer.category), answer));
  }
  return states;
}

const mock = (at: number): RoundAttempt => ({ kind: 'round', id: `r${at}`, at, mode: 'test', timing: 'real', category: null, questionIds: Array.from({ length: 20 }, (_, i) => `geo-${i}`), categories: [], choices: [], right: [], versions: [], seconds: 600 });

const plan = (input: Partial<PlanInput>) => todayPlan({ now: NOW, testDate: dateIn(30), minutesPerDay: 20, topics, chapters, questions: new Map(), read: new Map(), rounds: [], ...input });
const item = <K extends PlanItem['kind']>(items: PlanItem[], kind: K) => items.filter((i): i is Extract<PlanItem, { kind: K }> => i.kind === kind);

describe('daysUntil', () => {
  it('counts whole local days, 0 on the day, negative after', () => {
    expect(daysUntil(dateIn(30), NOW)).toBe(30);
    expect(daysUntil(dateIn(0), NOW)).toBe(0);
    expect(daysUntil(dateIn(-2), NOW)).toBe(-2);
    expect(daysUntil(null, NOW)).toBeNull();
    expect(daysUntil('soon', NOW)).toBeNull();
  });
});

describe('todayPlan', () => {
  it('gives a new learner a share of the lessons and enough new questions a day to see everything before the last days', () => {
    const today = plan({});
    expect(today.phase).toBe('learn');
    expect(item(today.items, 'lessons')[0]!.sections).toHaveLength(1); // 24 sections over 28 days
    // At least a 28th of the bank, and as many as the 20 minutes hold (2 go to the lesson).
    const newQuestions = item(today.items, 'new');
    expect(Math.ceil(300 / 28)).toBeLessThan(18);
    expect(newQuestions.reduce((sum, i) => sum + i.planned, 0)).toBe(18);
    expect(newQuestions.map((i) => i.planned)).toEqual([10, 8]);
    expect(item(today.items, 'mock')).toEqual([]);
    expect(item(today.items, 'reviews')).toEqual([]);
  });

  it('uses the time a day the learner has: more new questions with an hour than the minimum', () => {
    const hour = plan({ minutesPerDay: 60 });
    expect(item(hour.items, 'new').reduce((sum, i) => sum + i.planned, 0)).toBe(58);
    expect(hour.minutes).toBe(60);
  });

  it('ticks items off from what was done today, never from a tick box', () => {
    const answers: [string, number, boolean][] = Array.from({ length: 5 }, (_, i) => [`his-${i}`, NOW - 60_000 * i, true]);
    const today = plan({ questions: statesOf(answers), read: new Map([['00-chapter/s0', NOW - 1000]]) });
    expect(item(today.items, 'lessons')[0]!.sections[0]).toMatchObject({ section: 's0', done: true });
    const history = item(today.items, 'new').find((i) => i.topic === 'HIS');
    expect(history).toMatchObject({ done: 5 });
    // Today's answers still count as today's new questions: the day's total does not shrink as they tick.
    expect(item(today.items, 'new').reduce((sum, i) => sum + i.planned, 0)).toBe(18);
  });

  it('re-plans after missed days and gives less later to a learner who did more', () => {
    const late = plan({ testDate: dateIn(10) });
    expect(late.neededPerDay).toBeGreaterThan(plan({}).neededPerDay);
    const ahead = statesOf(topics.flatMap((t) => t.questionIds.slice(0, 90).map((id): [string, number, boolean] => [id, TODAY - 3 * DAY, true])));
    const newOf = (p: ReturnType<typeof plan>) => item(p.items, 'new').reduce((sum, i) => sum + i.planned, 0);
    expect(newOf(plan({ minutesPerDay: 10 }))).toBe(Math.ceil(300 / 28));
    expect(newOf(plan({ questions: ahead, minutesPerDay: 10 }))).toBe(Math.ceil(30 / 28));
  });

  it('plans a full mock every few days once enough questions are seen, ticked by a real test taken today', () => {
    const seen = statesOf(topics[0]!.questionIds.slice(0, 50).map((id): [string, number, boolean] => [id, TODAY - 6 * DAY, true]));
    expect(item(plan({ questions: seen }).items, 'mock')).toEqual([{ kind: 'mock', done: false }]);
    expect(item(plan({ questions: seen, rounds: [mock(TODAY - DAY)] }).items, 'mock')).toEqual([]);
    expect(item(plan({ questions: seen, rounds: [mock(TODAY - 5 * DAY), mock(NOW - 1000)] }).items, 'mock')).toEqual([{ kind: 'mock', done: true }]);
  });

  it('reviews what is due, and in the last week every known question not reviewed in it', () => {
    const known = statesOf(topics[0]!.questionIds.slice(0, 30).flatMap((id): [string, number, boolean][] => [[id, TODAY - 40 * DAY, true], [id, TODAY - 20 * DAY, true]]));
    const month = plan({ questions: known });
    const week = plan({ questions: known, testDate: dateIn(6) });
    expect(week.phase).toBe('last-week');
    expect(item(week.items, 'reviews')[0]!.planned).toBeGreaterThanOrEqual(Math.ceil(30 / 6));
    expect(item(week.items, 'reviews')[0]!.planned).toBeGreaterThan(item(month.items, 'reviews')[0]?.planned ?? 0);
  });

  it('in the last two days plans reviews of missed questions and a mock, nothing new; nothing after the test', () => {
    const mixed = statesOf([...topics[0]!.questionIds.slice(0, 45).map((id): [string, number, boolean] => [id, TODAY - 10 * DAY, true]), ['his-1', TODAY - 9 * DAY, false]]);
    const cram = plan({ questions: mixed, testDate: dateIn(2) });
    expect(cram.phase).toBe('cram');
    expect(cram.items.map((i) => i.kind).sort()).toEqual(['missed', 'mock', 'reviews']);
    expect(item(cram.items, 'missed')[0]).toMatchObject({ planned: 1, done: 0 });
    expect(plan({ questions: mixed, testDate: dateIn(-1) })).toMatchObject({ phase: 'after', items: [] });
  });
});
