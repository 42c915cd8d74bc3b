import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { normaliseQuestion } from '../../lib/content/normalise-question';
import type { Question } from '../../lib/content/question';
import type { MemoryCard } from '../../lib/learning/memory';
import { scheduleDeck } from './schedule-deck';

const questions = [1, 2, 3, 4].map((i) => normaliseQuestion(buildQuestionRecord(i)) as Question);
const card = (due: number): MemoryCard => ({ due, stability: 1, difficulty: 5, elapsedDays: 0, scheduledDays: 1, learningSteps: 0, reps: 1, lapses: 0, state: 2, lastReview: 0 });

describe('scheduleDeck', () => {
  it('keeps a deck nobody has reviewed as it is', () => {
    expect(scheduleDeck(questions, () => undefined, 100)).toEqual({ questions, changed: false, nextDue: null });
  });

  it('puts due cards first (most overdue first), then new ones, and holds back the rest', () => {
    const memory = new Map([
      ['q-2', card(50)],
      ['q-3', card(10)],
      ['q-4', card(500)],
    ]);
    const deck = scheduleDeck(questions, (id) => memory.get(id), 100);
    expect(deck.questions.map((q) => q.id)).toEqual(['q-3', 'q-2', 'q-1']);
    expect(deck.changed).toBe(true);
    expect(deck.nextDue).toBe(500);
  });
});
