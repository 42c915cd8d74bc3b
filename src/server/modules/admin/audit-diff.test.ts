import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

const record = {
  id: 'gov-001',
  question: 'Who?',
  option_a: 'A',
  correct_answer: 0,
  updated_at: '2026-11-01T00:00:00.000Z',
  fr: { question: 'Qui?', option_a: 'A fr' },
};

describe('changedFields', () => {
  it('names the changed English and French fields, not the time stamps', () => {
    const after = { ...record, question: 'Who now?', correct_answer: 2, updated_at: '2026-11-02T00:00:00.000Z', fr: { ...record.fr, option_a: 'B fr' } };
    expect(changedFields(record, after)).toEqual(['question', 'correct_answer', 'fr.option_a']);
  });

  it('names every French field when the French version is added', () => {
    expect(changedFields({ ...record, fr: null }, record)).toEqual(['fr.question', 'fr.option_a']);
    expect(changedFields(record, { ...record, fr: null })).toEqual(['fr.question', 'fr.option_a']);
  });

  it('lists nothing for the same record, a create or a delete', () => {
    expect(changedFields(record, structuredClone(record))).toEqual([]);
    expect(changedFields(null, record)).toEqual([]);
    expect(changedFields(record, null)).toEqual([]);
  });
});
