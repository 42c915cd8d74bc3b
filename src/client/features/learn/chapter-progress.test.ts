import { describe, expect, it } from 'vitest';
import { newQuestionState, type QuestionState } from '../../lib/learning/question-state';
import { checkQuestions, sectionsRead, seenCounts } from './chapter-progress';

const state = (id: string, seen: number, lastOk: boolean): [string, QuestionState] => [id, { ...newQuestionState(id, 'GOV'), seen, lastOk }];

describe('chapter progress', () => {
  const states = new Map([state('gov-001', 2, true), state('gov-002', 1, false), state('gov-009', 0, false)]);

  it('counts the questions answered and those right the last time, ignoring others and unseen ones', () => {
    expect(seenCounts(['gov-001', 'gov-002', 'gov-003', 'gov-009'], states)).toEqual({ answered: 2, lastRight: 1 });
    expect(seenCounts([], states)).toEqual({ answered: 0, lastRight: 0 });
  });

  it('counts the sections of a chapter read', () => {
    const read = new Map([['07-justice-system/courts', 1], ['06-federal-elections/courts', 2]]);
    expect(sectionsRead('07-justice-system', ['fair-justice', 'courts', 'police'], read)).toBe(1);
  });

  it('checks what is still to learn first: questions not right the last time, then the rest, at most three', () => {
    expect(checkQuestions(['gov-001', 'gov-002', 'gov-003', 'gov-004'], states)).toEqual(['gov-002', 'gov-003', 'gov-004']);
    expect(checkQuestions(['gov-001', 'gov-002'], states)).toEqual(['gov-002', 'gov-001']);
  });
});
