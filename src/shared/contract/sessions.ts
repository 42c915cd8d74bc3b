import { z } from 'zod';
import { ANSWER_LETTERS, MAX_QUESTIONS_LIMIT } from '../constants.js';

const sessionAnswerSchema = z.object({
  question_id: z.string().min(1).max(100),
  selected_answer: z.enum(ANSWER_LETTERS).nullable(),
  is_correct: z.boolean(),
  time_spent: z.number().int().min(0),
});

export const sessionPayloadSchema = z
  .object({
    session_type: z.literal('practice'),
    total_questions: z.number().int().min(1).max(MAX_QUESTIONS_LIMIT),
    correct_answers: z.number().int().min(0),
    score_percentage: z.number().min(0).max(100),
    time_spent_seconds: z.number().int().min(0).max(24 * 3600),
    passed: z.boolean(),
    questions: z.array(sessionAnswerSchema).max(MAX_QUESTIONS_LIMIT),
    /** A random id the browser keeps, so that active learners can be counted anonymously. */
    learner_id: z.uuid().optional(),
  })
  .meta({ id: 'SessionPayload' });
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

export const sessionResponseSchema = z.object({
  data: z.object({ id: z.string(), created_at: z.string() }),
});
