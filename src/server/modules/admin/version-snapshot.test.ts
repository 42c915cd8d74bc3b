import { describe, expect, it } from 'vitest';
import { payloadFromSnapshot } from './version-snapshot';

const snapshot = {
  id: 'gov-001',
  type: 'multiple-choice',
  question: 'Who?',
  option_a: 'A',
  option_b: 'B',
  option_c: 'C',
  option_d: 'D',
  correct_answer: 2,
  explanation: 'Because.',
  memory_device: '',
  context: null,
  category_code: 'GOV',
  difficulty_level: 'hard',
  source: 'guide',
  chapter: null,
  out_of_test: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  verified_at: '2026-11-02T00:00:00.000Z',
  version: 4,
  fr: { question: 'Qui?', option_a: 'A', option_b: 'B', option_c: 'C', option_d: 'D', explanation: 'Parce que.', memory_device: '', context: null },
};

describe('payloadFromSnapshot', () => {
  it('keeps what an admin edits, French included, and leaves the stamps and the checked date out', () => {
    const result = payloadFromSnapshot(snapshot);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ question: 'Who?', correct_answer: 2, difficulty_level: 'hard', fr: { question: 'Qui?', explanation: 'Parce que.' } });
    expect(result.data).not.toHaveProperty('verified');
    expect(result.data).not.toHaveProperty('version');
  });

  it('leaves the French out when the version had none', () => {
    expect(payloadFromSnapshot({ ...snapshot, fr: null }).data?.fr).toBeUndefined();
  });

  it('refuses a snapshot the contract no longer accepts', () => {
    const result = payloadFromSnapshot({ ...snapshot, question: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Question text is required');
  });
});
