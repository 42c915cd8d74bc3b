import type { Question } from '../../lib/content/question';
import type { MemoryCard } from '../../lib/learning/memory';

export interface ScheduledDeck {
  questions: Question[];
  /** False when the schedule leaves the deck as it was (nothing reviewed yet): no need to start over. */
  changed: boolean;
  /** When the first card left out comes due (epoch ms), null if none was left out. */
  nextDue: number | null;
}

/** The deck in review order: cards due now (most overdue first), then cards never seen; the others wait for their day. */
export function scheduleDeck(questions: readonly Question[], cardOf: (id: string) => MemoryCard | undefined, now: number): ScheduledDeck {
  const due: { question: Question; at: number }[] = [];
  const fresh: Question[] = [];
  let nextDue: number | null = null;
  for (const question of questions) {
    const card = cardOf(question.id);
    if (!card) fresh.push(question);
    else if (card.due <= now) due.push({ question, at: card.due });
    else nextDue = nextDue === null ? card.due : Math.min(nextDue, card.due);
  }
  due.sort((a, b) => a.at - b.at);
  return { questions: [...due.map((d) => d.question), ...fresh], changed: fresh.length !== questions.length, nextDue };
}
