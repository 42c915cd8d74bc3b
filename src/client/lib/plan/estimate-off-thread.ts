import type { EstimateQuestion } from '@shared/estimate/pass-estimate';
import type { QuestionStates } from '../learning/mastery';
import type { EstimateRequest } from './estimate.worker';
import { learnerEstimate } from './learner-estimate';

export type LearnerEstimate = ReturnType<typeof learnerEstimate>;

const onThisThread = ({ bank, questions, at }: EstimateRequest) => at.map((day) => learnerEstimate(bank, questions, day));

/**
 * The learner's estimates on the given days, worked out in a worker where the browser has them
 * (else here, after the page has drawn). The same input gives the same figures either way.
 */
export function estimateOffThread(bank: readonly EstimateQuestion[], questions: QuestionStates, at: readonly number[]): Promise<LearnerEstimate[]> {
  const request: EstimateRequest = { bank, questions, at };
  if (typeof Worker === 'undefined') return new Promise((resolve) => setTimeout(() => resolve(onThisThread(request)), 0));
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./estimate.worker.ts', import.meta.url), { type: 'module' });
    const done = (result: LearnerEstimate[]) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<LearnerEstimate[]>) => done(event.data);
    worker.onerror = () => done(onThisThread(request));
    worker.postMessage(request);
  });
}
