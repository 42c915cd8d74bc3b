import { createHash } from 'node:crypto';
import type { CategoryCode } from '../../src/shared/categories.js';
import { CATEGORY_CODES } from '../../src/shared/categories.js';
import { ANSWER_LETTERS } from '../../src/shared/constants.js';
import type { QuestionPayloadInput, QuestionRecord } from '../../src/shared/contract/questions.js';
import type { SessionPayload } from '../../src/shared/contract/sessions.js';
import type { SeedQuestion } from '../../src/server/db/content.js';
import type { TranslationFile } from '../../src/server/db/translations.js';

let counter = 0;

/** A valid content-bank question; override any field. */
function buildSeedQuestion(overrides: Partial<SeedQuestion> = {}): SeedQuestion {
  counter += 1;
  const base = {
    id: `tst-${String(counter).padStart(3, '0')}`,
    type: 'multiple-choice' as const,
    question: `Which answer is right in test question ${counter}?`,
    options: [`First ${counter}`, `Second ${counter}`, `Third ${counter}`, `Fourth ${counter}`],
    correctAnswer: counter % 4,
    explanation: 'Because the test says so.',
    memoryDevice: 'Count on your fingers.',
    difficulty: 'medium' as const,
    chapter: '03-canadas-history' as const,
    category: 'HIS' as CategoryCode,
    file: 'test.json',
    ...overrides,
  };
  return { ...base, contentHash: overrides.contentHash ?? createHash('sha256').update(JSON.stringify(base)).digest('hex') };
}

/** `perCategory` questions in each of the six categories, ids like his-001, with balanced letters. */
export function buildBank(perCategory = 8): SeedQuestion[] {
  return CATEGORY_CODES.flatMap((category) =>
    Array.from({ length: perCategory }, (_, i) =>
      buildSeedQuestion({
        id: `${category.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
        category,
        question: `${category} question number ${i + 1}?`,
        options: ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((o) => `${o} ${category} ${i + 1}`),
        correctAnswer: i % 4,
        difficulty: (['easy', 'medium', 'hard'] as const)[i % 3],
      }),
    ),
  );
}

/**
 * French versions of a bank: every question but the last of each category (so a French read
 * also meets questions with English only). Texts are the English ones marked "FR".
 */
export function buildFrench(bank: readonly SeedQuestion[]): TranslationFile[] {
  const last = new Set(CATEGORY_CODES.map((c) => bank.filter((q) => q.category === c).at(-1)?.id));
  const questions = bank
    .filter((q) => !last.has(q.id))
    .map((q) => ({
      id: q.id,
      type: q.type,
      question: `FR ${q.question}`,
      options: q.type === 'true-false' ? ['Vrai', 'Faux'] : q.options.map((o) => `FR ${o}`),
      correctAnswer: q.correctAnswer,
      explanation: `FR ${q.explanation}`,
      memoryDevice: `FR ${q.memoryDevice}`,
    }));
  return [{ file: 'test.json', questions }];
}

export function buildQuestionPayload(overrides: Partial<QuestionPayloadInput> = {}): QuestionPayloadInput {
  return {
    question: 'Who is the head of state of Canada?',
    option_a: 'The Prime Minister',
    option_b: 'The King',
    option_c: 'The Chief Justice',
    option_d: 'The Speaker of the Senate',
    correct_answer: 1,
    category_code: 'GOV',
    difficulty_level: 'easy',
    explanation: 'Canada is a constitutional monarchy; the Sovereign is King Charles III.',
    memory_device: 'The Crown sits on top.',
    ...overrides,
  };
}

/** The correct option of a question of `buildBank()` (ids like his-003: the answer cycles through A-D). */
export function bankAnswerIndex(id: string): number {
  const match = /-(\d+)$/.exec(id);
  return match ? (Number(match[1]) - 1) % 4 : 0;
}

/**
 * A session for questions of `buildBank()` that the server's scoring accepts: the first
 * `correct` answers pick the right letter, the rest a wrong one.
 */
export function buildSession(questionIds: string[], correct: number, overrides: Partial<SessionPayload> = {}): SessionPayload {
  const total = questionIds.length;
  const score = Math.round((100 * correct) / total);
  return {
    session_type: 'practice',
    total_questions: total,
    correct_answers: correct,
    score_percentage: score,
    time_spent_seconds: 600,
    passed: (100 * correct) / total >= 75,
    questions: questionIds.map((id, i) => ({
      question_id: id,
      selected_answer: ANSWER_LETTERS[i < correct ? bankAnswerIndex(id) : (bankAnswerIndex(id) + 1) % 4]!,
      is_correct: i < correct,
      time_spent: Math.floor(600 / total),
      // A freshly seeded question is at its first version.
      question_version: 1,
    })),
    ...overrides,
  };
}

/** Question `i` as the API sends it (wire format); the correct answer cycles through A-D. */
export function buildQuestionRecord(i: number, overrides: Partial<QuestionRecord> = {}): QuestionRecord {
  return {
    id: `q-${i}`,
    type: 'multiple-choice',
    question: `Question ${i}?`,
    option_a: `Alpha ${i}`,
    option_b: `Bravo ${i}`,
    option_c: `Charlie ${i}`,
    option_d: `Delta ${i}`,
    correct_answer: i % 4,
    explanation: `Explanation ${i}.`,
    memory_device: `Memory device ${i}.`,
    context: null,
    category_code: 'HIS',
    difficulty_level: 'easy',
    source: 'Discover Canada',
    chapter: null,
    out_of_test: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    verified_at: null,
    ...overrides,
  };
}
