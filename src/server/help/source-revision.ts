import { createHash } from 'node:crypto';

/** The English texts a translation is made from (a content-file question or a database row, read the same way). */
export interface EnglishTexts {
  question: string;
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
  memoryDevice: string;
  context?: string | null | undefined;
}

/**
 * The revision of a question's English that a translation records (`source`): when an admin or a
 * writer changes any text a learner reads, or the key, it no longer matches, and the translation
 * is shown as out of date until it is updated.
 */
export function sourceRevision(english: EnglishTexts): string {
  const texts = [english.question, ...english.options.filter((o) => o.trim() !== ''), String(english.correctAnswer), english.explanation, english.memoryDevice, english.context ?? ''];
  return createHash('sha256').update(JSON.stringify(texts.map((t) => t.trim()))).digest('hex').slice(0, 16);
}
