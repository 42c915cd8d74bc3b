import { parseStoredResult } from '../../../lib/storage/learner-data';
import { learnerStore } from '../../../lib/storage/learner-store';
import type { TestResult } from '../logic/test-result';

export function saveLastResult(result: TestResult): void {
  learnerStore.update(() => ({ lastResult: result }));
}

/** The result passed with the navigation to /test-results, if it is one. */
export function resultFromState(state: unknown): TestResult | undefined {
  const result = state && typeof state === 'object' ? (state as { result?: unknown }).result : undefined;
  return parseStoredResult(result);
}
