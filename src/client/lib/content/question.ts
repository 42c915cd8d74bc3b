import { ANSWER_LETTERS } from '@shared/constants';
import type { QuestionRecord } from '@shared/contract/questions';
import type { AnswerLetter } from '@shared/rules/answers';

/** A question on the client is the contract's record: one model on both sides. */
export type Question = QuestionRecord;

export interface QuestionOption {
  /** The stored position (0 = A): what is compared and posted, never renumbered. */
  index: number;
  letter: AnswerLetter;
  text: string;
}

const OPTION_FIELDS = ['option_a', 'option_b', 'option_c', 'option_d'] as const;

/** The options to show, blank ones left out, each keeping its stored letter. */
export function questionOptions(question: Question): QuestionOption[] {
  return OPTION_FIELDS.flatMap((field, index) => {
    const text = question[field]?.trim();
    return text ? [{ index, letter: ANSWER_LETTERS[index]!, text }] : [];
  });
}

/** The text of the option at a stored position ('' for a blank or missing one). */
export function optionText(question: Question, index: number): string {
  const field = OPTION_FIELDS[index];
  return field ? (question[field]?.trim() ?? '') : '';
}

export const correctOptionText = (question: Question): string => optionText(question, question.correct_answer);
