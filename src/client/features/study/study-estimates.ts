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

/** Minutes as "45 min" or "3 h 15 min" parts for display. */
export function splitMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
