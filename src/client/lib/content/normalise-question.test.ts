import { describe, expect, it } from 'vitest';
import { normaliseQuestion, normaliseQuestions } from './normalise-question';

const server = {
  id: 'his-001',
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
};

describe('normaliseQuestion', () => {
  it('reads the server record', () => {
    expect(normaliseQuestion(server)).toEqual({
      id: 'his-001',
      question: 'Who?',
      options: ['A1', 'B1', 'C1', 'D1'],
      correctAnswer: 2,
      explanation: 'Because.',
      memoryDevice: 'Remember.',
      context: null,
      category: 'HIS',
      difficulty: 'hard',
      source: 'Discover Canada',
    });
  });

  it('reads the alternative names', () => {
    const q = normaliseQuestion({
      question_id: 42,
      question_text: 'What?',
      options: ['w', 'x', 'y', 'z'],
      correctAnswer: 'D',
      memoryDevice: 'M',
      category: 'gov',
      difficulty: 'EASY',
    });
    expect(q).toMatchObject({ id: '42', question: 'What?', options: ['w', 'x', 'y', 'z'], correctAnswer: 3, memoryDevice: 'M', category: 'GOV', difficulty: 'easy' });
  });

  it.each([
    [1, 1],
    ['3', 3],
    ['b', 1],
    ['C', 2],
    [undefined, 0],
    ['nonsense', 0],
  ])('maps correct answer %j to %i', (value, index) => {
    expect(normaliseQuestion({ ...server, correct_answer: value })?.correctAnswer).toBe(index);
  });

  it('defaults difficulty to medium and source to Discover Canada', () => {
    const q = normaliseQuestion({ ...server, difficulty_level: undefined, source: '' });
    expect(q).toMatchObject({ difficulty: 'medium', source: 'Discover Canada' });
  });

  it('drops blank options and keeps the correct answer on its text', () => {
    const q = normaliseQuestion({ ...server, option_b: '  ', correct_answer: 'C' });
    expect(q?.options).toEqual(['A1', 'C1', 'D1']);
    expect(q?.options[q.correctAnswer]).toBe('C1');
  });

  it('rejects records it cannot show', () => {
    expect(normaliseQuestion(null)).toBeUndefined();
    expect(normaliseQuestion({ ...server, question: '' })).toBeUndefined();
    expect(normaliseQuestion({ ...server, id: undefined })).toBeUndefined();
    expect(normaliseQuestion({ ...server, option_a: '', option_b: '', option_c: '' })).toBeUndefined();
    expect(normaliseQuestion({ ...server, correct_answer: 'B', option_b: '' })).toBeUndefined();
  });

  it('normalises a list, skipping bad items', () => {
    expect(normaliseQuestions([server, 'junk', { ...server, id: 'x' }]).map((q) => q.id)).toEqual(['his-001', 'x']);
    expect(normaliseQuestions('nope')).toEqual([]);
  });
});
