import { STORAGE_KEYS } from '@shared/constants';
import { readJson, writeJson } from '../../../lib/storage';
import { isTestResult, type TestResult } from '../logic/test-result';

export function saveLastResult(result: TestResult): void {
  writeJson(STORAGE_KEYS.lastTestResults, result);
}

export function readLastResult(): TestResult | undefined {
  return readJson(STORAGE_KEYS.lastTestResults, isTestResult);
}

/** The result passed with the navigation to /test-results, if it is one. */
export function resultFromState(state: unknown): TestResult | undefined {
  const result = state && typeof state === 'object' ? (state as { result?: unknown }).result : undefined;
  return isTestResult(result) ? result : undefined;
}
