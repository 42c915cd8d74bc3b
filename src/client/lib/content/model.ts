import type { CategoryCode } from '@shared/categories';
import type { Difficulty } from '@shared/contract/questions';

/** A question as the client uses it, whatever field names the server sent. */
export interface Question {
  id: string;
  question: string;
  /** Non-blank options only, in order. */
  options: string[];
  /** Index into `options`. */
  correctAnswer: number;
  explanation: string;
  memoryDevice: string;
  context: string | null;
  category: string;
  difficulty: Difficulty;
  source: string;
}

export interface Category {
  code: CategoryCode;
  slug: string;
  name: string;
  description: string;
  icon: string;
  questionCount: number;
  displayOrder: number;
}
