import { useCallback, useState } from 'react';
import { withMark, withoutMarks, type CardMark, type CardMarks } from './deck-state';

/** Flashcard marks for the life of the screen (in memory only, as the spec asks). */
export function useCardMarks() {
  const [marks, setMarks] = useState<CardMarks>({});
  const mark = useCallback((questionId: string, value: CardMark) => setMarks((prev) => withMark(prev, questionId, value)), []);
  const clear = useCallback((questionIds: readonly string[]) => setMarks((prev) => withoutMarks(prev, questionIds)), []);
  return { marks, mark, clear };
}
