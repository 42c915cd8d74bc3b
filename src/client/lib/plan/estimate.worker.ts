/// <reference lib="webworker" />
import type { EstimateQuestion } from '@shared/estimate/pass-estimate';
import type { QuestionStates } from '../learning/mastery';
import { learnerEstimate } from './learner-estimate';

export interface EstimateRequest {
  bank: readonly EstimateQuestion[];
  questions: QuestionStates;
  at: readonly number[];
}

/** The pass estimate off the page's main thread: a thousand test forms per day take a phone's whole second. */
self.onmessage = (event: MessageEvent<EstimateRequest>) => {
  const { bank, questions, at } = event.data;
  self.postMessage(at.map((day) => learnerEstimate(bank, questions, day)));
};
