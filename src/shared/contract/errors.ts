import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;

/** The exact messages of the admin question form, checked in this order (docs/spec.md §5). */
export const QUESTION_MESSAGES = {
  textRequired: 'Question text is required',
  optionsRequired: 'All answer options are required',
  correctAnswerRequired: 'Please select a correct answer',
  unknownCategory: 'Category not found',
  invalidDifficulty: 'Difficulty must be easy, medium or hard',
  unknownType: 'Question type must be multiple-choice or true-false',
  trueFalseOptions: 'A true/false question has only the options True and False',
} as const;

/** 304 on bank reads: the client's If-None-Match names the bank version it already holds. */
export const notModifiedSchema = z.null().describe('Not modified: the ETag sent in If-None-Match is the current bank version');
