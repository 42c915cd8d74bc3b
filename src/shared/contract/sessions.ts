import { z } from 'zod';
import { ANSWER_LETTERS, MAX_TEST_QUESTIONS, MAX_TEST_SECONDS } from '../constants.js';
import { questionIdSchema } from './questions.js';

const sessionAnswerSchema = z.object({
  question_id: questionIdSchema,
  selected_answer: z.enum(ANSWER_LETTERS).nullable(),
  is_correct: z.boolean(),
  time_spent: z.number().int().min(0).max(MAX_TEST_SECONDS),
  /** The version of the question the learner answered (the record's `version`); older clients send none. */
  question_version: z.number().int().min(1).max(2_147_483_647).optional(),
});

export const sessionPayloadSchema = z
  .object({
    session_type: z.literal('practice'),
    total_questions: z.number().int().min(1).max(MAX_TEST_QUESTIONS),
    correct_answers: z.number().int().min(0).max(MAX_TEST_QUESTIONS),
    score_percentage: z.number().min(0).max(100),
    time_spent_seconds: z.number().int().min(0).max(MAX_TEST_SECONDS),
    passed: z.boolean(),
    questions: z.array(sessionAnswerSchema).max(MAX_TEST_QUESTIONS),
    /** A random id the browser keeps, so that active learners can be counted anonymously. */
    learner_id: z.uuid().optional(),
    /** Made by the browser when the test ends: sending the same session again stores nothing new. */
    session_id: z.uuid().optional(),
  })
  .meta({ id: 'SessionPayload' });
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

export const sessionResponseSchema = z.object({
  data: z.object({ id: z.string(), created_at: z.string() }),
});
