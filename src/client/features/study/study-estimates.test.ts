import { describe, expect, it } from 'vitest';
import { splitMinutes, studyEstimates } from './study-estimates';

describe('studyEstimates', () => {
  it('follows the spec formulas', () => {
    expect(studyEstimates(120)).toEqual({ practiceSessions: 12, studyMinutes: 180, practiceTests: 6 });
    expect(studyEstimates(55)).toEqual({ practiceSessions: 6, studyMinutes: 83, practiceTests: 3 });
    expect(studyEstimates(0)).toEqual({ practiceSessions: 0, studyMinutes: 0, practiceTests: 0 });
  });
  it('splits an estimate into hours and minutes, rounded as far as it is precise', () => {
    expect(splitMinutes(1287)).toEqual({ hours: 21, minutes: 0 });
    expect(splitMinutes(195)).toEqual({ hours: 3, minutes: 0 });
    expect(splitMinutes(83)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(47)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(2)).toEqual({ hours: 0, minutes: 5 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
