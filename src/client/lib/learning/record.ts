import { learnerStore } from '../storage/learner-store';
import { type Attempt, newAttemptId, roundAnswers, type AnswerAttempt, type RoundAttempt } from './attempt';
import { LearningRecord } from './learning-record';
import { legacyAttempts } from './legacy-record';

/**
 * The learner's record on this device. Its first load moves the learning data an older release
 * kept in the learner store (answers, history, flashcard marks) into the log.
 */
export const learningRecord = new LearningRecord(undefined, async () => {
  await learnerStore.ready();
  const legacy = learnerStore.legacyLearning();
  if (!legacy) return undefined;
  const deviceId = learnerStore.getSnapshot().data.learnerId ?? 'device';
  return { attempts: legacyAttempts(legacy, deviceId), done: () => learnerStore.dropLegacyLearning() };
});

/** The one way to record what the learner did: an answer, a finished round, a reset of marks, a section read. */
export function recordAttempt(...attempts: Attempt[]): Promise<void> {
  return learningRecord.record(attempts);
}

/** A finished test, drill or practice round and its answers (those not already recorded one by one). */
export function recordRound(round: Omit<RoundAttempt, 'kind' | 'id'>, options: { answersRecorded?: boolean; ms?: readonly (number | undefined)[]; id?: string } = {}): { round: RoundAttempt; done: Promise<void> } {
  const full: RoundAttempt = { kind: 'round', id: options.id ?? newAttemptId(), ...round };
  const answers: AnswerAttempt[] = options.answersRecorded
    ? []
    : roundAnswers(full).map((a, i) => (options.ms?.[i] !== undefined ? { ...a, ms: options.ms[i] } : a));
  return { round: full, done: recordAttempt(full, ...answers) };
}
