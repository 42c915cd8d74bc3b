import type { Lang } from '@shared/constants';
import { sampleTest } from '@shared/rules/sampling';
import { fetchQuestions } from './api';
import { offlineQuestions } from './offline-bank';
import type { Question } from './question';

/**
 * A practice test's questions: drawn by the server, or, when it cannot be reached, drawn on the
 * device from its copy of the bank with the same rule (the shared sampling), so a learner can
 * take a test offline. Rejects when neither is possible.
 */
export async function drawPracticeTest(params: { count: number; category?: string | undefined }, lang: Lang, signal?: AbortSignal): Promise<Question[]> {
  try {
    return await fetchQuestions({ random: true, test: true, limit: params.count, category: params.category }, lang, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    const copy = await offlineQuestions(lang, params.category).catch(() => undefined);
    if (!copy?.length) throw error;
    const candidates = copy.map((question) => ({ question, type: question.type, outOfTest: question.out_of_test, categoryCode: question.category_code, level: question.difficulty_level }));
    return sampleTest(candidates, params.count).map((c) => c.question);
  }
}
