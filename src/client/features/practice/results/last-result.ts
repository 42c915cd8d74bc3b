import { useQuery } from '@tanstack/react-query';
import { fetchQuestions } from '../../../lib/content/api';
import { offlineQuestions } from '../../../lib/content/offline-bank';
import type { Question } from '../../../lib/content/question';
import { useLang } from '../../../lib/i18n/use-lang';
import type { RoundAttempt } from '../../../lib/learning/attempt';
import type { LearningSnapshot } from '../../../lib/learning/learning-record';
import { resultOfRound, type TestResult } from '../logic/test-result';

/** The result passed with the navigation to /test-results, if it is one. */
export function resultFromState(state: unknown): TestResult | undefined {
  const result = state && typeof state === 'object' ? (state as { result?: unknown }).result : undefined;
  if (!result || typeof result !== 'object') return undefined;
  const r = result as Partial<TestResult>;
  return Array.isArray(r.questions) && Array.isArray(r.answers) && typeof r.completedAt === 'string' ? (r as TestResult) : undefined;
}

/** The latest practice test or drill of the record (category rounds have their own summary). */
export const lastTestRound = (learning: LearningSnapshot): RoundAttempt | undefined => learning.rounds.filter((r) => r.mode !== 'category').at(-1);

/** A round's questions with their texts: from the server, or from the device's copy of the bank offline. */
async function roundQuestions(round: RoundAttempt, lang: ReturnType<typeof useLang>, signal: AbortSignal): Promise<Question[]> {
  try {
    return await fetchQuestions({ ids: round.questionIds }, lang, signal);
  } catch (error) {
    const copy = await offlineQuestions(lang);
    if (!copy) throw error;
    const wanted = new Set(round.questionIds);
    return copy.filter((q) => wanted.has(q.id));
  }
}

/** The result of a round of the record, with the questions as the bank has them now (after a reload of /test-results). */
export function useRoundResult(round: RoundAttempt | undefined): { result: TestResult | undefined; failed: boolean } {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['round-result', round?.id, lang],
    queryFn: ({ signal }) => roundQuestions(round!, lang, signal),
    enabled: round !== undefined,
    staleTime: Infinity,
  });
  return { result: round && query.data ? resultOfRound(round, query.data) : undefined, failed: query.isError };
}
