/** The fields of a bank question that the quality checks read. */
export interface AuditQuestion {
  id: string;
  question: string;
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
  memoryDevice: string;
  context?: string | undefined;
}

export const correctOption = (q: AuditQuestion): string => q.options[q.correctAnswer] ?? '';
export const wrongOptions = (q: AuditQuestion): string[] => q.options.filter((_, i) => i !== q.correctAnswer);
