import { useCallback } from 'react';
import type { Question } from '../../lib/content/question';
import { recordAnswers } from '../../lib/learning/record';
import type { MemoryCard } from '../../lib/storage/learning-records';
import { learnerStore } from '../../lib/storage/learner-store';
import { useLearnerSnapshot } from '../../lib/storage/use-learner-data';
import { withMark, withoutMarks, type CardMark, type CardMarks } from './deck-state';

/**
 * Flashcard marks, kept on the device. A mark is also an answer: "I Know This" rates the
 * question Good and "Need Review" Again in its review schedule, which the returned promise gives.
 */
export function useCardMarks() {
  const marks: CardMarks = useLearnerSnapshot().data.cardMarks;
  const mark = useCallback((question: Question, value: CardMark): Promise<MemoryCard | undefined> => {
    void learnerStore.ready().then(() => learnerStore.update((data) => ({ cardMarks: withMark(data.cardMarks, question.id, value) })));
    const answer = { id: question.id, category: question.category_code, ok: value === 'known', choice: null, at: Date.now(), mode: 'flashcard' as const };
    return recordAnswers([answer]).then((memory) => memory[question.id]);
  }, []);
  const clear = useCallback((questionIds: readonly string[]) => {
    void learnerStore.ready().then(() => learnerStore.update((data) => ({ cardMarks: withoutMarks(data.cardMarks, questionIds) })));
  }, []);
  return { marks, mark, clear };
}

export type DeckMarks = ReturnType<typeof useCardMarks>;
