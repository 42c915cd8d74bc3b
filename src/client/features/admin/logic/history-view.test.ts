import { describe, expect, it } from 'vitest';
import type { QuestionHistoryEntry } from '@shared/contract/admin';
import { canRestore, entryDetail, fieldChanges, fieldName, splitChange } from './history-view';

const yesNo = { yes: 'Yes', no: 'No', date: (iso: string) => `day ${iso.slice(0, 10)}` };
const entry = (before: QuestionHistoryEntry['before'], after: QuestionHistoryEntry['after'], changed: string[]): QuestionHistoryEntry => ({
  id: 1,
  action: 'update',
  admin_email: 'admin@example.test',
  created_at: '2026-11-20T15:00:00.000Z',
  before,
  after,
  changed_fields: changed,
});

describe('fieldChanges', () => {
  it('reads each changed field before and after: the answer as a letter, French texts, yes/no, dates', () => {
    const before = { question: 'Old?', correct_answer: 0, out_of_test: false, context: null, verified_at: null, fr: { question: 'Ancien?' } };
    const after = { question: 'New?', correct_answer: 3, out_of_test: true, context: 'Now some context', verified_at: '2026-11-24T08:44:13.166Z', fr: { question: 'Nouveau?' } };
    expect(fieldChanges(entry(before, after, ['question', 'correct_answer', 'out_of_test', 'context', 'verified_at', 'fr.question']), yesNo)).toEqual([
      { field: 'question', before: 'Old?', after: 'New?' },
      { field: 'correct_answer', before: 'A', after: 'D' },
      { field: 'out_of_test', before: 'No', after: 'Yes' },
      { field: 'context', before: '', after: 'Now some context' },
      { field: 'verified_at', before: '', after: 'day 2026-11-24' },
      { field: 'fr.question', before: 'Ancien?', after: 'Nouveau?' },
    ]);
  });

  it('lists nothing when one side is the whole question (create, delete, restore)', () => {
    expect(fieldChanges(entry(null, { question: 'New?' }, []), yesNo)).toEqual([]);
    expect(fieldChanges(entry({ question: 'Old?' }, null, []), yesNo)).toEqual([]);
  });
});

describe('fieldName', () => {
  it('splits off the language of a French or help-language field', () => {
    expect(fieldName('fr.option_a')).toEqual({ name: 'option_a', language: 'fr' });
    expect(fieldName('pa.question')).toEqual({ name: 'question', language: 'pa' });
    expect(fieldName('zh-Hans.memory_device')).toEqual({ name: 'memory_device', language: 'zh-Hans' });
    expect(fieldName('explanation')).toEqual({ name: 'explanation', language: null });
    expect(fieldName('xx.question')).toEqual({ name: 'xx.question', language: null });
  });
});

describe('entryDetail', () => {
  it('shows the fields of an edit, says when an edit changed nothing or kept no details, and adds nothing to a create', () => {
    expect(entryDetail(entry({ question: 'Old?' }, { question: 'New?' }, ['question']))).toBe('fields');
    expect(entryDetail(entry({ question: 'Same' }, { question: 'Same' }, []))).toBe('no-change');
    expect(entryDetail(entry(null, null, []))).toBe('not-recorded');
    expect(entryDetail({ ...entry(null, { question: 'New?' }, []), action: 'create' })).toBe('whole');
    expect(entryDetail({ ...entry({ question: 'Old?' }, null, []), action: 'delete' })).toBe('whole');
    expect(entryDetail({ ...entry({ pa: { question: 'ਪੁਰਾਣਾ?' } }, { pa: { question: 'ਨਵਾਂ?' } }, ['pa.question']), action: 'help-translation' })).toBe('fields');
  });
});

describe('canRestore', () => {
  it('offers the version before each edit, not before a create, delete or restore', () => {
    expect(canRestore(entry({ q: 1 }, { q: 2 }, ['q']))).toBe(true);
    expect(canRestore({ ...entry({ q: 2 }, { q: 1 }, ['q']), action: 'restore-version' })).toBe(true);
    expect(canRestore({ ...entry(null, { q: 1 }, []), action: 'create' })).toBe(false);
    expect(canRestore({ ...entry({ q: 1 }, null, []), action: 'delete' })).toBe(false);
    expect(canRestore({ ...entry(null, { q: 1 }, []), action: 'restore' })).toBe(false);
    expect(canRestore(entry(null, null, []))).toBe(false);
    expect(canRestore({ ...entry({ pa: { question: 'ਪੁਰਾਣਾ?' } }, { pa: null }, ['pa.question']), action: 'help-translation' })).toBe(false);
  });
});

describe('splitChange', () => {
  it('marks the words that changed, keeping the same start and end', () => {
    expect(splitChange('Canada has no president.', 'Canada has no president. An added sentence.')).toEqual({
      before: { start: 'Canada has no president.', changed: '', end: '' },
      after: { start: 'Canada has no president.', changed: ' An added sentence.', end: '' },
    });
    expect(splitChange('Which three ideas describe it?', 'Which two ideas describe it?')).toEqual({
      before: { start: 'Which ', changed: 'three', end: ' ideas describe it?' },
      after: { start: 'Which ', changed: 'two', end: ' ideas describe it?' },
    });
  });

  it('marks the whole text when nothing is shared', () => {
    expect(splitChange('easy', 'hard')).toEqual({ before: { start: '', changed: 'easy', end: '' }, after: { start: '', changed: 'hard', end: '' } });
  });
});
