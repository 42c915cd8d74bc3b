import { learnerStore } from '../storage/learner-store';
import type { AnswerRecord, MemoryCard, TestRecord } from '../storage/learning-records';
import { applyAnswers } from './memory';

/** The answer log keeps this many answers (the oldest go first); years of daily study fit. */
const MAX_ANSWERS = 100_000;

/** Records answers (and a finished test) on the device and updates each question's memory state, which it returns. */
export async function recordAnswers(answers: readonly AnswerRecord[], test?: TestRecord): Promise<Readonly<Record<string, MemoryCard>>> {
  await learnerStore.ready();
  learnerStore.update((data) => ({
    answers: [...data.answers, ...answers].slice(-MAX_ANSWERS),
    memory: applyAnswers(data.memory, answers),
    ...(test ? { history: [...data.history, test] } : {}),
  }));
  return learnerStore.getSnapshot().data.memory;
}

/** Brings memory states up to date with the log (after a migration or an import added answers without them). */
export async function syncMemory(): Promise<void> {
  await learnerStore.ready();
  learnerStore.update((data) => {
    const memory = applyAnswers(data.memory, data.answers);
    return memory === data.memory ? {} : { memory };
  });
}
