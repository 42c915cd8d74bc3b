import type { Question } from './question';
import { normaliseQuestion } from './normalise-question';

interface ContentFile {
  category: string;
  questions: Record<string, unknown>[];
}

// Each file becomes its own lazy chunk: downloaded only when the API cannot be reached.
const files = import.meta.glob<ContentFile>('../../../../content/questions/*.json', { import: 'default' });

/** The question bank shipped with the site, used when the questions call fails (spec section 7). */
export async function loadBundledQuestions(category?: string): Promise<Question[]> {
  const loaded = await Promise.all(Object.values(files).map((load) => load()));
  return loaded
    .filter((file) => !category || category === 'ALL' || file.category === category)
    .flatMap((file) => file.questions.flatMap((q) => normaliseQuestion({ ...q, category: file.category }) ?? []));
}
