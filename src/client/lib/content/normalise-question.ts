import { CATEGORY_CODES, type CategoryCode } from '@shared/categories';
import { DEFAULT_SOURCE, DIFFICULTIES } from '@shared/constants';
import type { Difficulty, QuestionType } from '@shared/contract/questions';
import { parseCorrectAnswer } from '@shared/rules/answers';
import type { Question } from './question';
import { GUIDE_CHAPTERS, type GuideChapter } from '@shared/guide-chapters';

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
  const list = Array.isArray(raw.options) ? raw.options.map(text) : ['option_a', 'option_b', 'option_c', 'option_d'].map((key) => text(raw[key]));
  return [0, 1, 2, 3].map((i) => (list[i] ?? '').trim());
}

/**
 * Reads a question record under any field names of docs/spec.md §3 (question_id/id,
 * question_text/question, option_a..d/options, correct answer as number, digit or letter with
 * A as default, memory_device/memoryDevice, category_code/category, difficulty_level/difficulty)
 * into the contract's record. Options keep their positions, so the letter a learner picks is
 * the stored letter. Returns undefined for a record that cannot be shown (no text, fewer than
 * two options, a blank correct option or an unknown category).
 */
export function normaliseQuestion(input: unknown): Question | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const raw = input as Raw;
  const id = firstText(raw, 'question_id', 'id');
  const question = firstText(raw, 'question_text', 'question');
  const options = rawOptions(raw);
  const correctAnswer = parseCorrectAnswer(raw.correct_answer ?? raw.correctAnswer);
  const category = firstText(raw, 'category_code', 'category').toUpperCase();
  const type: QuestionType = firstText(raw, 'type', 'question_type') === 'true-false' ? 'true-false' : 'multiple-choice';
  if (!id || !question || options.filter(Boolean).length < 2 || !options[correctAnswer]) return undefined;
  if (type === 'true-false' && correctAnswer > 1) return undefined;
  if (!(CATEGORY_CODES as readonly string[]).includes(category)) return undefined;
  const difficulty = firstText(raw, 'difficulty_level', 'difficulty').toLowerCase();
  return {
    id,
    type,
    question,
    option_a: options[0]!,
    option_b: options[1]!,
    option_c: type === 'true-false' ? null : options[2]!,
    option_d: type === 'true-false' ? null : options[3]!,
    correct_answer: correctAnswer,
    explanation: firstText(raw, 'explanation'),
    memory_device: firstText(raw, 'memory_device', 'memoryDevice'),
    context: firstText(raw, 'context') || null,
    category_code: category as CategoryCode,
    difficulty_level: (DIFFICULTIES as readonly string[]).includes(difficulty) ? (difficulty as Difficulty) : 'medium',
    source: firstText(raw, 'source') || DEFAULT_SOURCE,
    chapter: firstText(raw, 'chapter') || null,
    out_of_test: raw.out_of_test === true || raw.outOfTest === true,
    created_at: firstText(raw, 'created_at', 'createdAt'),
    updated_at: firstText(raw, 'updated_at', 'updatedAt'),
    verified_at: firstText(raw, 'verified_at', 'verifiedAt') || null,
    ...(raw.lang === 'fr' || raw.lang === 'en' ? { lang: raw.lang } : {}),
    ...(typeof raw.version === 'number' && Number.isInteger(raw.version) && raw.version > 0 ? { version: raw.version } : {}),
    ...lessonOf(raw.lesson),
  };
}

/** The lesson section that teaches the question, when the record names a real one. */
function lessonOf(value: unknown): Pick<Question, 'lesson'> {
  if (!value || typeof value !== 'object') return {};
  const { chapter, section } = value as Raw;
  if (typeof section !== 'string' || !(GUIDE_CHAPTERS as readonly unknown[]).includes(chapter)) return {};
  return { lesson: { chapter: chapter as GuideChapter, section } };
}

export function normaliseQuestions(list: unknown): Question[] {
  return Array.isArray(list) ? list.flatMap((item) => normaliseQuestion(item) ?? []) : [];
}
