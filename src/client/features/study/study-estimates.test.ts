import { describe, expect, it } from 'vitest';
import { splitMinutes, studyEstimates } from './study-estimates';

describe('studyEstimates', () => {
  it('follows the spec formulas', () => {
    expect(studyEstimates(120)).toEqual({ practiceSessions: 12, studyMinutes: 180, practiceTests: 6 });
    expect(studyEstimates(55)).toEqual({ practiceSessions: 6, studyMinutes: 83, practiceTests: 3 });
    expect(studyEstimates(0)).toEqual({ practiceSessions: 0, studyMinutes: 0, practiceTests: 0 });
  });
  it('splits minutes into hours', () => {
    expect(splitMinutes(195)).toEqual({ hours: 3, minutes: 15 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
