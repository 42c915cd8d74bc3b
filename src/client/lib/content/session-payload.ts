import type { SessionPayload } from '@shared/contract/sessions';
import { indexToLetter } from '@shared/rules/answers';
import { isPassing, scorePercentage } from '@shared/rules/scoring';
import type { RoundAttempt } from '../learning/attempt';

/**
 * The POST /api/sessions body of a finished round (docs/spec.md §3), from the record: each answer
 * with the version it was given on; time per question is the total divided evenly, floored.
 */
export function sessionPayloadOfRound(round: RoundAttempt, learnerId?: string): SessionPayload {
  const total = round.questionIds.length;
  const correct = round.right.filter(Boolean).length;
  const perQuestion = total === 0 ? 0 : Math.floor(round.seconds / total);
  return {
    session_type: 'practice',
    total_questions: total,
    correct_answers: correct,
    score_percentage: scorePercentage(correct, total),
    time_spent_seconds: round.seconds,
    passed: isPassing(correct, total),
    session_id: round.id,
    ...(learnerId ? { learner_id: learnerId } : {}),
    questions: round.questionIds.map((id, i) => {
      const choice = round.choices[i] ?? null;
      const version = round.versions[i];
      return {
        question_id: id,
        selected_answer: choice === null ? null : indexToLetter(choice),
        is_correct: round.right[i] === true,
        time_spent: perQuestion,
        ...(version ? { question_version: version } : {}),
      };
    }),
  };
}

