import { findCategory } from '@shared/categories';
import type { LegacyLearning } from '../storage/legacy-learning';
import type { AnswerAttempt, Attempt, MarksClearedAttempt, RoundAttempt } from './attempt';

/**
 * The attempts an older store's learning data becomes (store version 3). Ids are made from the
 * device's learner id and each entry's place, so running the migration twice (a tab closed half
 * way) adds nothing twice, and two devices never make the same id.
 */
export function legacyAttempts(legacy: LegacyLearning, deviceId: string): Attempt[] {
  const answers: AnswerAttempt[] = legacy.answers.map((a, i) => ({
    kind: 'answer',
    id: `${deviceId}:a${i}`,
    at: a.at,
    questionId: a.id,
    category: a.category,
    ok: a.ok,
    choice: a.choice,
    mode: a.mode,
  }));
  const categoryOf = new Map(answers.map((a) => [a.questionId, a.category]));
  const rounds: RoundAttempt[] = legacy.history.map((t, i) => ({
    kind: 'round',
    id: `${deviceId}:r${i}`,
    at: Date.parse(t.completedAt),
    mode: t.mode,
    timing: t.timing,
    category: t.category,
    questionIds: t.questionIds,
    categories: t.questionIds.map((id) => categoryOf.get(id) ?? findCategory(id.slice(0, 3))?.code ?? t.category ?? 'ALL'),
    choices: t.answers,
    right: t.right,
    versions: t.questionIds.map(() => null),
    seconds: t.timeSpent,
  }));
  // A question whose latest flashcard mark is gone was reset ("Reset Progress"): the reset is an attempt too.
  const latestMark = new Map<string, { ok: boolean; at: number }>();
  for (const a of legacy.answers) if (a.mode === 'flashcard') latestMark.set(a.id, { ok: a.ok, at: Math.max(a.at, latestMark.get(a.id)?.at ?? 0) });
  const cleared = [...latestMark].filter(([id]) => !legacy.cardMarks.has(id));
  const reset: MarksClearedAttempt[] = cleared.length
    ? [{ kind: 'marks-cleared', id: `${deviceId}:cleared`, at: Math.max(...cleared.map(([, m]) => m.at)) + 1, questionIds: cleared.map(([id]) => id) }]
    : [];
  return [...answers, ...rounds, ...reset];
}
