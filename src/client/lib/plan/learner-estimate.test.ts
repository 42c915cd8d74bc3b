import { describe, expect, it } from 'vitest';
import type { EstimateQuestion } from '@shared/estimate/pass-estimate';
import type { AnswerAttempt } from '../learning/attempt';
import { newQuestionState, withAnswer, type QuestionState } from '../learning/question-state';
import { estimateOffThread } from './estimate-off-thread';
import { learnerEstimate } from './learner-estimate';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date(2026, 10, 1, 9).getTime();
const CODES = ['GEO', 'HIS', 'GOV', 'RIG', 'SYM', 'ECO'];
const bank: EstimateQuestion[] = Array.from({ length: 240 }, (_, i) => ({
  id: `q${i}`,
  type: 'multiple-choice',
  outOfTest: false,
  categoryCode: CODES[i % CODES.length]!,
  level: ['easy', 'medium', 'hard'][i % 3]!,
  difficulty: [-1.6, -0.6, 0.4][i % 3]!,
}));

/** A learner who answered the first `count` questions once each, `right` in every four of them right, a day ago. */
function learner(count: number, right: number): Map<string, QuestionState> {
  const states = new Map<string, QuestionState>();
  for (let i = 0; i < count; i += 1) {
    const ok = i % 4 < right;
    const answer: AnswerAttempt = { kind: 'answer', id: `a${i}`, at: T0 + i * 1000, questionId: `q${i}`, category: CODES[i % CODES.length]!, ok, choice: ok ? 0 : 1, mode: 'category' };
    states.set(answer.questionId, withAnswer(newQuestionState(answer.questionId, answer.category), answer));
  }
  return states;
}

describe('learnerEstimate', () => {
  it('rises with the answers a learner gets right, and its range holds it', () => {
    const weak = learnerEstimate(bank, learner(120, 2), T0 + DAY);
    const strong = learnerEstimate(bank, learner(120, 4), T0 + DAY);
    expect(strong.chance).toBeGreaterThan(weak.chance + 0.2);
    for (const e of [weak, strong]) {
      expect(e.low).toBeLessThanOrEqual(e.chance);
      expect(e.high).toBeGreaterThanOrEqual(e.chance);
    }
    expect(strong.answered).toBe(120);
  });

  it('falls, for a learner who studies no more, as the test date moves away (they forget)', () => {
    const states = learner(240, 4);
    expect(learnerEstimate(bank, states, T0 + 60 * DAY).chance).toBeLessThan(learnerEstimate(bank, states, T0 + DAY).chance);
  });
});

describe('estimateOffThread', () => {
  it('gives, for each day asked, what learnerEstimate gives (here without a worker), also from a structured copy of its input', async () => {
    const states = learner(160, 3);
    const days = [T0 + DAY, T0 + 20 * DAY];
    const direct = days.map((at) => learnerEstimate(bank, states, at));
    expect(await estimateOffThread(bank, states, days)).toEqual(direct);
    // A worker receives a structured clone of the record's states.
    const copy = structuredClone({ bank, states });
    expect(days.map((at) => learnerEstimate(copy.bank, copy.states, at))).toEqual(direct);
  });
});
