import { describe, expect, it } from 'vitest';
import { questionRecordSchema } from '@shared/contract/questions';
import { normaliseQuestion, normaliseQuestions } from './normalise-question';
import { questionOptions } from './question';

const server = {
  id: 'his-001',
  type: 'multiple-choice',
  question: 'Who?',
  option_a: 'A1',
  option_b: 'B1',
  option_c: 'C1',
  option_d: 'D1',
  correct_answer: 2,
  explanation: 'Because.',
  memory_device: 'Remember.',
  context: null,
  category_code: 'HIS',
  difficulty_level: 'hard',
  source: 'Discover Canada',
  chapter: '03-canadas-history',
  out_of_test: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  verified_at: '2026-11-20T15:00:00.000Z',
};

describe('normaliseQuestion', () => {
  it('returns the server record unchanged, as the contract type', () => {
    const q = normaliseQuestion(server);
    expect(q).toEqual(server);
    expect(questionRecordSchema.parse(q)).toEqual(server);
  });

  it('reads the alternative names into the contract record', () => {
    const q = normaliseQuestion({
      question_id: 42,
      question_text: 'What?',
      options: ['w', 'x', 'y', 'z'],
      correctAnswer: 'D',
      memoryDevice: 'M',
      category: 'gov',
      difficulty: 'EASY',
    });
    expect(q).toMatchObject({ id: '42', question: 'What?', option_a: 'w', option_d: 'z', correct_answer: 3, memory_device: 'M', category_code: 'GOV', difficulty_level: 'easy' });
    expect(questionRecordSchema.safeParse(q).success).toBe(true);
  });

  it.each([
    [1, 1],
    ['3', 3],
    ['b', 1],
    ['C', 2],
    [undefined, 0],
    ['nonsense', 0],
  ])('maps correct answer %j to %i', (value, index) => {
    expect(normaliseQuestion({ ...server, correct_answer: value })?.correct_answer).toBe(index);
  });

  it('defaults difficulty to medium and source to Discover Canada', () => {
    const q = normaliseQuestion({ ...server, difficulty_level: undefined, source: '' });
    expect(q).toMatchObject({ difficulty_level: 'medium', source: 'Discover Canada' });
  });

  it('keeps every option at its stored letter when a blank one is hidden', () => {
    const q = normaliseQuestion({ ...server, option_b: '  ', correct_answer: 'C' })!;
    expect(q.correct_answer).toBe(2);
    expect(questionOptions(q)).toEqual([
      { index: 0, letter: 'A', text: 'A1' },
      { index: 2, letter: 'C', text: 'C1' },
      { index: 3, letter: 'D', text: 'D1' },
    ]);
  });

  it('rejects records it cannot show', () => {
    expect(normaliseQuestion(null)).toBeUndefined();
    expect(normaliseQuestion({ ...server, question: '' })).toBeUndefined();
    expect(normaliseQuestion({ ...server, id: undefined })).toBeUndefined();
    expect(normaliseQuestion({ ...server, option_a: '', option_b: '', option_c: '' })).toBeUndefined();
    expect(normaliseQuestion({ ...server, correct_answer: 'B', option_b: '' })).toBeUndefined();
    expect(normaliseQuestion({ ...server, category_code: 'XYZ' })).toBeUndefined();
  });

  it('reads a true/false question with its two options and no C or D', () => {
    const q = normaliseQuestion({ ...server, type: 'true-false', option_a: 'True', option_b: 'False', option_c: null, option_d: null, correct_answer: 1 })!;
    expect(q).toMatchObject({ type: 'true-false', option_c: null, option_d: null, correct_answer: 1 });
    expect(questionOptions(q).map((o) => o.letter)).toEqual(['A', 'B']);
    expect(normaliseQuestion({ ...server, type: 'true-false', option_c: null, option_d: null, correct_answer: 2 })).toBeUndefined();
  });

  it('normalises a list, skipping bad items', () => {
    expect(normaliseQuestions([server, 'junk', { ...server, id: 'x' }]).map((q) => q.id)).toEqual(['his-001', 'x']);
    expect(normaliseQuestions('nope')).toEqual([]);
  });

  it('keeps the lesson section that teaches the question, and drops one that names no chapter of the guide', () => {
    expect(normaliseQuestion({ ...server, lesson: { chapter: '07-justice-system', section: 'courts' } })!.lesson).toEqual({ chapter: '07-justice-system', section: 'courts' });
    expect(normaliseQuestion({ ...server, lesson: { chapter: '99-nowhere', section: 'courts' } })!.lesson).toBeUndefined();
    expect(normaliseQuestion({ ...server, lesson: null })!.lesson).toBeUndefined();
  });
});
