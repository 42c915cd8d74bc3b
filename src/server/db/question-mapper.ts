import type { QuestionPayload, QuestionRecord } from '../../shared/contract/questions.js';
import type { AnswerSet } from '../../shared/rules/reorder.js';
import { questions } from './schema.js';

export type QuestionRow = typeof questions.$inferSelect;

export function toQuestionRecord(row: QuestionRow): QuestionRecord {
  return {
    id: row.id,
    question: row.question,
    option_a: row.optionA,
    option_b: row.optionB,
    option_c: row.optionC,
    option_d: row.optionD,
    correct_answer: row.correctAnswer,
    explanation: row.explanation,
    memory_device: row.memoryDevice,
    context: row.context,
    category_code: row.categoryCode as QuestionRecord['category_code'],
    difficulty_level: row.difficulty as QuestionRecord['difficulty_level'],
    source: row.source,
    chapter: row.chapter,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function payloadToColumns(payload: QuestionPayload) {
  return {
    question: payload.question,
    optionA: payload.option_a,
    optionB: payload.option_b,
    optionC: payload.option_c,
    optionD: payload.option_d,
    correctAnswer: payload.correct_answer,
    categoryCode: payload.category_code,
    difficulty: payload.difficulty_level,
    explanation: payload.explanation,
    memoryDevice: payload.memory_device,
    context: payload.context ?? null,
  };
}

export function answerSetOf(row: QuestionRow): AnswerSet {
  return { options: [row.optionA, row.optionB, row.optionC, row.optionD], correctAnswer: row.correctAnswer };
}

export function answerSetColumns(set: AnswerSet) {
  const [optionA, optionB, optionC, optionD] = set.options as [string, string, string, string];
  return { optionA, optionB, optionC, optionD, correctAnswer: set.correctAnswer };
}
