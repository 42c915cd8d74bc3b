import { DEFAULT_SOURCE, DIFFICULTIES } from '@shared/constants';
import { parseCorrectAnswer } from '@shared/rules/answers';
import type { Difficulty } from '@shared/contract/questions';
import type { Question } from './model';

type Raw = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const firstText = (raw: Raw, ...keys: string[]) => {
  for (const key of keys) {
    const value = text(raw[key]).trim();
    if (value) return value;
  }
  return '';
};

function rawOptions(raw: Raw): string[] {
  if (Array.isArray(raw.options)) return raw.options.map(text);
  return ['option_a', 'option_b', 'option_c', 'option_d'].map((key) => text(raw[key]));
}

/**
 * Accepts every field-name variant of spec section 3 (question_id/id, question_text/question,
 * option_a..d/options, correct answer as number, digit or letter with A as default,
 * memory_device/memoryDevice, category_code/category, difficulty_level/difficulty) and
 * drops blank options, keeping the correct answer on its text.
 * Returns undefined for a record that cannot be shown (no text or fewer than two options).
 */
export function normaliseQuestion(input: unknown): Question | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const raw = input as Raw;
  const id = firstText(raw, 'question_id', 'id');
  const question = firstText(raw, 'question_text', 'question');
  const all = rawOptions(raw);
  const correctIndex = parseCorrectAnswer(raw.correct_answer ?? raw.correctAnswer);
  const kept = all.map((option, index) => ({ option: option.trim(), index })).filter((o) => o.option !== '');
  const correctAnswer = kept.findIndex((o) => o.index === correctIndex);
  if (!id || !question || kept.length < 2 || correctAnswer < 0) return undefined;
  const difficulty = firstText(raw, 'difficulty_level', 'difficulty').toLowerCase();
  return {
    id,
    question,
    options: kept.map((o) => o.option),
    correctAnswer,
    explanation: firstText(raw, 'explanation'),
    memoryDevice: firstText(raw, 'memory_device', 'memoryDevice'),
    context: firstText(raw, 'context') || null,
    category: firstText(raw, 'category_code', 'category').toUpperCase(),
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty) ? (difficulty as Difficulty) : 'medium',
    source: firstText(raw, 'source') || DEFAULT_SOURCE,
  };
}

export function normaliseQuestions(list: unknown): Question[] {
  return Array.isArray(list) ? list.flatMap((item) => normaliseQuestion(item) ?? []) : [];
}
