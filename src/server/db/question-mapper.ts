import type { QuestionPayload, QuestionRecord } from '../../shared/contract/questions.js';
import { TRUE_FALSE_OPTIONS } from '../../shared/constants.js';
import type { AnswerSet } from '../../shared/rules/reorder.js';
import { questions, questionTranslations } from './schema.js';
import { lessonOf } from '../lessons/lesson-library.js';

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionTranslationRow = typeof questionTranslations.$inferSelect;

/** The texts of a translation, as record fields (the type, category and answer stay the question's). */
export function translatedTexts(row: QuestionTranslationRow) {
  return {
    question: row.question,
    option_a: row.optionA,
    option_b: row.optionB,
    option_c: row.optionC,
    option_d: row.optionD,
    explanation: row.explanation,
    memory_device: row.memoryDevice,
    context: row.context,
  };
}

export function toQuestionRecord(row: QuestionRow): QuestionRecord {
  return {
    id: row.id,
    type: row.type as QuestionRecord['type'],
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
    out_of_test: row.outOfTest,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    version: row.version,
    lesson: lessonOf(row.id, row.lessonSection),
  };
}

export function payloadToColumns(payload: QuestionPayload) {
  const trueFalse = payload.type === 'true-false';
  return {
    type: payload.type,
    question: payload.question,
    // A true/false question always has the two same options, True and False.
    optionA: trueFalse ? TRUE_FALSE_OPTIONS.en[0] : payload.option_a,
    optionB: trueFalse ? TRUE_FALSE_OPTIONS.en[1] : payload.option_b,
    optionC: trueFalse ? null : (payload.option_c ?? null),
    optionD: trueFalse ? null : (payload.option_d ?? null),
    correctAnswer: payload.correct_answer,
    categoryCode: payload.category_code,
    difficulty: payload.difficulty_level,
    explanation: payload.explanation,
    memoryDevice: payload.memory_device,
    context: payload.context ?? null,
    outOfTest: payload.out_of_test,
    // Absent leaves the admin's choice as it is; null hands it back to the lessons' mapping.
    ...(payload.lesson === undefined ? {} : { lessonSection: payload.lesson ? `${payload.lesson.chapter}/${payload.lesson.section}` : null }),
  };
}

/** The four options of a multiple-choice question (shuffling and reordering apply to no other type). */
export function answerSetOf(row: QuestionRow): AnswerSet {
  return { options: [row.optionA, row.optionB, row.optionC ?? '', row.optionD ?? ''], correctAnswer: row.correctAnswer };
}

export function answerSetColumns(set: AnswerSet) {
  const [optionA, optionB, optionC, optionD] = set.options as [string, string, string, string];
  return { optionA, optionB, optionC, optionD, correctAnswer: set.correctAnswer };
}
