import { QUESTIONS_PER_TEST } from '@shared/constants';
import { QUESTIONS_PER_PRACTICE_SESSION, STUDY_MINUTES_PER_QUESTION } from '../../config/constants';

export interface StudyEstimates {
  practiceSessions: number;
  studyMinutes: number;
  practiceTests: number;
}

/** Spec section 9: sessions = questions/10, minutes = 1.5 × questions, tests = questions/20 (rounded up). */
export function studyEstimates(questionCount: number): StudyEstimates {
  return {
    practiceSessions: Math.ceil(questionCount / QUESTIONS_PER_PRACTICE_SESSION),
    studyMinutes: Math.ceil(questionCount * STUDY_MINUTES_PER_QUESTION),
    practiceTests: Math.ceil(questionCount / QUESTIONS_PER_TEST),
  };
}

/**
 * An estimate as parts for display, no more precise than it is: to 5 minutes under an hour, to a
 * quarter hour under two, to the hour beyond ("about 21 h", not "21 h 27 min").
 */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const step = total < 60 ? 5 : total < 120 ? 15 : 60;
  const rounded = total === 0 ? 0 : Math.max(step, Math.round(total / step) * step);
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}
