import { describe, expect, it } from 'vitest';
import type { AnswerAttempt } from './attempt';
import { dueQuestionIds, missedQuestionIds, weakDrillPlan } from './drills';
import { atLeast, categoryMastery, confidentMistakes, mostMissed, readiness, READINESS_MIN_ANSWERED, seenOverall, weakestTopic, type QuestionStates } from './mastery';
import { isDue, isMastered, recallChance, review } from './memory';
import { replayQuestion, type QuestionState } from './question-state';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-01T12:00:00Z');
let n = 0;
const answer = (questionId: string, ok: boolean, at: number, category = questionId.slice(0, 3).toUpperCase()): AnswerAttempt => ({
  kind: 'answer',
  id: `a${(n += 1)}`,
  questionId,
  category,
  ok,
  choice: ok ? 0 : 1,
  at,
  mode: 'test',
});
/** What the record derives from a log: one state per question. */
const statesOf = (log: AnswerAttempt[]): QuestionStates =>
  new Map([...new Set(log.map((a) => a.questionId))].map((id) => [id, replayQuestion(id, log) as QuestionState]));

describe('FSRS mapping', () => {
  it('schedules a right answer days later and a wrong one within the day', () => {
    const right = review(undefined, true, T0);
    const wrong = review(undefined, false, T0);
    expect(right.due - T0).toBeGreaterThanOrEqual(DAY);
    expect(wrong.due - T0).toBe(10 * 60 * 1000);
    expect(right.lastReview).toBe(T0);
    expect(review(right, false, T0 + 2 * DAY).lapses).toBe(1);
  });

  it('predicts recall of a right answer above the target and of a wrong one below it', () => {
    expect(isMastered(review(undefined, true, T0), T0)).toBe(true);
    expect(isMastered(review(undefined, false, T0), T0)).toBe(false);
    expect(recallChance(undefined, T0)).toBe(0);
  });

  it('lets recall fade until the question is due again', () => {
    const card = review(undefined, true, T0);
    expect(isDue(card, T0)).toBe(false);
    expect(isDue(card, T0 + 60 * DAY)).toBe(true);
    expect(recallChance(card, T0 + 60 * DAY)).toBeLessThan(recallChance(card, T0));
  });

  it('brings a mistake the learner was sure of back within a minute', () => {
    const sure = review(undefined, false, T0, true);
    expect(sure.due - T0).toBe(60_000);
  });
});

describe('mastery', () => {
  const totals = [
    { code: 'GEO', total: 10 },
    { code: 'HIS', total: 4 },
  ];

  it('is the share of a category predicted to be recalled; answering wrong or not at all counts nothing', () => {
    const log = [answer('geo-001', true, T0), answer('geo-002', true, T0), answer('geo-003', false, T0), answer('his-001', true, T0)];
    const result = categoryMastery(statesOf(log), totals, T0);
    expect(result).toEqual([
      { code: 'GEO', mastery: 0.2, mastered: 2, answered: 3, lastRight: 2, total: 10, missed: 1 },
      { code: 'HIS', mastery: 0.25, mastered: 1, answered: 1, lastRight: 1, total: 4, missed: 0 },
    ]);
  });

  it('counts a question as right when its latest answer was right, whatever came before', () => {
    const log = [answer('geo-001', false, T0), answer('geo-001', true, T0 + 1), answer('geo-002', true, T0), answer('geo-002', false, T0 + 1)];
    expect(categoryMastery(statesOf(log), totals, T0 + 2)[0]).toMatchObject({ answered: 2, lastRight: 1, missed: 2 });
  });

  it('names as weakest the topic with the smallest share known right, unseen questions counting as unknown', () => {
    const row = (code: string, lastRight: number, total: number, missed = 0) => ({ code, mastery: 0, mastered: 0, answered: lastRight, lastRight, total, missed });
    expect(weakestTopic([row('GEO', 8, 10), row('HIS', 1, 40), row('GOV', 3, 10)])?.code).toBe('HIS');
    expect(weakestTopic([row('GEO', 1, 10, 0), row('HIS', 1, 10, 3)])?.code).toBe('HIS');
    expect(weakestTopic([row('GEO', 0, 0)])).toBeNull();
  });

  it('sums seen and right over topics', () => {
    const log = [answer('geo-001', true, T0), answer('geo-002', false, T0), answer('his-001', true, T0)];
    expect(seenOverall(categoryMastery(statesOf(log), totals, T0))).toEqual({ answered: 3, lastRight: 2, total: 14 });
  });

  it('lists the most missed questions first', () => {
    const log = [answer('geo-001', false, T0), answer('geo-002', false, T0), answer('geo-002', false, T0 + 1), answer('geo-003', true, T0)];
    expect(mostMissed(statesOf(log)).map((q) => [q.id, q.wrong])).toEqual([
      ['geo-002', 2],
      ['geo-001', 1],
    ]);
  });

  it('lists the mistakes made while sure, the latest first, and only those', () => {
    const sure = (a: AnswerAttempt): AnswerAttempt => ({ ...a, mode: 'category', sure: true });
    const log = [sure(answer('his-001', false, T0)), answer('his-002', false, T0 + 1), sure(answer('his-003', true, T0 + 2)), sure(answer('his-004', false, T0 + 3)), { ...answer('his-005', false, T0 + 4), sure: false }];
    expect(confidentMistakes(statesOf(log)).map((q) => [q.id, q.wrong])).toEqual([
      ['his-004', 1],
      ['his-001', 1],
    ]);
  });
});

describe('readiness', () => {
  it('computes the binomial tail', () => {
    expect(atLeast(15, 20, 1)).toBeCloseTo(1);
    expect(atLeast(15, 20, 0)).toBeCloseTo(0);
    expect(atLeast(15, 20, 0.75)).toBeCloseTo(0.6172, 3);
  });

  it('says there is not enough data before two tests worth of questions', () => {
    const log = Array.from({ length: READINESS_MIN_ANSWERED - 1 }, (_, i) => answer(`geo-${100 + i}`, true, T0));
    expect(readiness(statesOf(log), 800, T0)).toEqual({ kind: 'not-enough', answered: READINESS_MIN_ANSWERED - 1, needed: READINESS_MIN_ANSWERED });
  });

  it('rises with right answers and falls with wrong ones', () => {
    const make = (rightShare: number) => {
      const log = Array.from({ length: 100 }, (_, i) => answer(`geo-${100 + i}`, i < rightShare * 100, T0));
      return readiness(statesOf(log), 100, T0);
    };
    const strong = make(0.95);
    const weak = make(0.3);
    expect(strong.kind === 'estimate' && weak.kind === 'estimate').toBe(true);
    if (strong.kind !== 'estimate' || weak.kind !== 'estimate') return;
    expect(strong.chance).toBeGreaterThan(0.8);
    expect(weak.chance).toBeLessThan(0.05);
  });
});

describe('drills', () => {
  it('reviews the questions last answered wrong, most recent first', () => {
    const log = [answer('geo-001', false, T0), answer('geo-002', false, T0 + 1), answer('geo-001', true, T0 + 2), answer('his-001', false, T0 + 3)];
    expect(missedQuestionIds(statesOf(log))).toEqual(['his-001', 'geo-002']);
  });

  it('serves due questions, most overdue first', () => {
    const states = statesOf([answer('geo-001', false, T0), answer('geo-002', true, T0), answer('geo-003', false, T0 + DAY)]);
    expect(dueQuestionIds(states, T0 + 1.5 * DAY)).toEqual(['geo-001', 'geo-003']);
  });

  it('weights a weak-areas round towards the weakest category', () => {
    const log = [answer('geo-001', false, T0), answer('his-001', true, T0)];
    const states = statesOf(log);
    const mastery = categoryMastery(states, [{ code: 'GEO', total: 50 }, { code: 'HIS', total: 2 }, { code: 'GOV', total: 50 }], T0);
    const plan = weakDrillPlan(states, mastery, T0);
    expect(plan.ids).toEqual(['geo-001']);
    expect(plan.fill.reduce((n, f) => n + f.count, 0)).toBe(19);
    const his = plan.fill.find((f) => f.category === 'HIS')?.count ?? 0;
    expect(plan.fill.find((f) => f.category === 'GEO')!.count).toBeGreaterThan(his);
  });
});
