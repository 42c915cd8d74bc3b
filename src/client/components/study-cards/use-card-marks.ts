import { useCallback, useMemo } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { Question } from '../../lib/content/question';
import { answerAttempt, newAttemptId } from '../../lib/learning/attempt';
import type { MemoryCard } from '../../lib/learning/memory';
import { learningRecord, recordAttempt } from '../../lib/learning/record';
import { useLearning } from '../../lib/learning/use-learning';
import type { CardMark, CardMarks } from './deck-state';

/**
 * Flashcard marks, from the learner's record. A mark is an answer: "I Know This" rates the
 * question Good and "Need Review" Again in its review schedule, which the returned promise gives
 * ("Need Review" after saying "Sure" is a confident mistake, due again within a minute);
 * "Reset Progress" records that the deck's marks were cleared (the answers stay).
 */
export function useCardMarks() {
  const { questions } = useLearning();
  const marks: CardMarks = useMemo(() => {
    const out: Record<string, CardMark> = {};
    for (const q of questions.values()) if (q.mark) out[q.questionId] = q.mark;
    return out;
  }, [questions]);
  const mark = useCallback(async (question: Question, value: CardMark, sure?: boolean): Promise<MemoryCard | undefined> => {
    const at = Date.now();
    // The next card first: the write and the re-render it causes come after the tap's frame.
    await afterNextPaint();
    await recordAttempt(answerAttempt(question, { at, ok: value === 'known', choice: null, mode: 'flashcard', ...(sure === undefined ? {} : { sure }) }));
    return learningRecord.getSnapshot().questions.get(question.id)?.card;
  }, []);
  const clear = useCallback((questionIds: readonly string[]) => {
    void recordAttempt({ kind: 'marks-cleared', id: newAttemptId(), at: Date.now(), questionIds: [...questionIds] });
  }, []);
  return { marks, mark, clear };
}

export type DeckMarks = ReturnType<typeof useCardMarks>;
