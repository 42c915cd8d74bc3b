import { describe, expect, it } from 'vitest';
import { parseTermMarks, plainLessonText } from './lesson-text';

describe('parseTermMarks', () => {
  it('splits running text into plain runs and key terms, with the shown words and the term id', () => {
    expect(parseTermMarks('Two ideas: [[due process|due-process]] and the [[rule of law]].')).toEqual([
      { kind: 'text', text: 'Two ideas: ' },
      { kind: 'term', text: 'due process', id: 'due-process' },
      { kind: 'text', text: ' and the ' },
      { kind: 'term', text: 'rule of law', id: 'rule-of-law' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without marks whole, and reads marked text as its shown words', () => {
    expect(parseTermMarks('No terms here.')).toEqual([{ kind: 'text', text: 'No terms here.' }]);
    expect(plainLessonText('[[Courts|court]] settle disputes.')).toBe('Courts settle disputes.');
  });
});
