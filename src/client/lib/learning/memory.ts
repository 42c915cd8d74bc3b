import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';

/** FSRS memory state of one question (ts-fsrs's Card with dates as epoch milliseconds). */
export interface MemoryCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: 0 | 1 | 2 | 3;
  lastReview: number | null;
}

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

/** A mistake the learner was sure of comes back this soon (errors made with confidence are corrected best by quick feedback). */
const CONFIDENT_MISTAKE_AGAIN_MS = 60_000;

/**
 * One answer's effect: wrong (or "Need Review") rates Again, right (or "I Know This") rates Good;
 * a wrong answer the learner was sure of is due again within a minute.
 */
export function review(memory: MemoryCard | undefined, ok: boolean, at: number, confidentMistake = false): MemoryCard {
  const card = memory ? toCard(memory) : createEmptyCard(new Date(at));
  const next = fromCard(scheduler.next(card, new Date(at), ok ? Rating.Good : Rating.Again).card);
  return confidentMistake ? { ...next, due: Math.min(next.due, at + CONFIDENT_MISTAKE_AGAIN_MS) } : next;
}

/**
 * The chance of recalling a question over the next day (0 for one never answered). Taken a day
 * ahead, not at this instant: right after a review every card is "remembered", even one just missed.
 */
export function recallChance(memory: MemoryCard | undefined, now: number): number {
  if (!memory || memory.lastReview === null) return 0;
  return scheduler.get_retrievability(toCard(memory), new Date(Math.max(now, memory.lastReview) + DAY_MS), false);
}

/** The chance of recalling a question on a given day (at least a day after its last review, as above); undefined if never answered. */
export function recallOn(memory: MemoryCard | undefined, at: number): number | undefined {
  if (!memory || memory.lastReview === null) return undefined;
  return scheduler.get_retrievability(toCard(memory), new Date(Math.max(at, memory.lastReview + DAY_MS)), false);
}

export const isMastered = (memory: MemoryCard | undefined, now: number) => recallChance(memory, now) >= TARGET_RECALL;
export const isDue = (memory: MemoryCard | undefined, now: number) => memory !== undefined && memory.due <= now;
