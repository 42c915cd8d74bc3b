import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import type { AnswerRecord, MemoryCard } from '../storage/learning-records';

const DAY_MS = 24 * 60 * 60 * 1000;
/** FSRS's default target: a question is reviewed when the chance of recalling it falls to 90 %. */
const TARGET_RECALL = 0.9;

/** A missed question comes back within the visit (10 minutes); a right one graduates at once (days later). */
const scheduler = fsrs({ request_retention: TARGET_RECALL, enable_fuzz: true, learning_steps: ['10m'], relearning_steps: ['10m'] });

function toCard(memory: MemoryCard): Card {
  return {
    due: new Date(memory.due),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    ...(memory.lastReview === null ? {} : { last_review: new Date(memory.lastReview) }),
  };
}

function fromCard(card: Card): MemoryCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as MemoryCard['state'],
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/** One answer's effect: wrong (or "Need Review") rates Again, right (or "I Know This") rates Good. */
export function review(memory: MemoryCard | undefined, ok: boolean, at: number): MemoryCard {
  const card = memory ? toCard(memory) : createEmptyCard(new Date(at));
  return fromCard(scheduler.next(card, new Date(at), ok ? Rating.Good : Rating.Again).card);
}

/**
 * The chance of recalling a question over the next day (0 for one never answered). Taken a day
 * ahead, not at this instant: right after a review every card is "remembered", even one just missed.
 */
export function recallChance(memory: MemoryCard | undefined, now: number): number {
  if (!memory || memory.lastReview === null) return 0;
  return scheduler.get_retrievability(toCard(memory), new Date(Math.max(now, memory.lastReview) + DAY_MS), false);
}

export const isMastered = (memory: MemoryCard | undefined, now: number) => recallChance(memory, now) >= TARGET_RECALL;
export const isDue = (memory: MemoryCard | undefined, now: number) => memory !== undefined && memory.due <= now;

/**
 * The memory states with these answers applied, in order. An answer at or before a card's last
 * review is already in it and is skipped, so replaying a whole log (after a migration or an
 * import) only adds what is missing.
 */
export function applyAnswers(memory: Readonly<Record<string, MemoryCard>>, answers: readonly AnswerRecord[]): Record<string, MemoryCard> {
  let next: Record<string, MemoryCard> | undefined;
  for (const answer of answers) {
    const card = (next ?? memory)[answer.id];
    if (card && card.lastReview !== null && answer.at <= card.lastReview) continue;
    next ??= { ...memory };
    next[answer.id] = review(card, answer.ok, answer.at);
  }
  return next ?? (memory as Record<string, MemoryCard>);
}
