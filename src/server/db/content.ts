import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileSchema, type ContentQuestion } from '../../shared/contract/question-content.js';
import type { CategoryCode } from '../../shared/categories.js';
import { CONTENT_DIR } from '../project-paths.js';

export interface SeedQuestion extends ContentQuestion {
  category: CategoryCode;
  contentHash: string;
  /** The file it comes from (its French version is in fr/ under the same name). */
  file: string;
}

/** The version of a content-file entry (a question or its translation): seeding rewrites a row when it changes. */
export const contentHashOf = (entry: unknown): string => createHash('sha256').update(JSON.stringify(entry)).digest('hex').slice(0, 32);

/** Reads and validates every content/questions/*.json file; throws on the first invalid one. */
export function loadContentQuestions(dir = CONTENT_DIR): SeedQuestion[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const seen = new Set<string>();
  return files.flatMap((file) => {
    const parsed = contentFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/questions/${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return parsed.data.questions.map((q) => {
      if (seen.has(q.id)) throw new Error(`Duplicate question id ${q.id} in content/questions/${file}`);
      seen.add(q.id);
      const contentHash = contentHashOf(q);
      return { ...q, category: parsed.data.category, contentHash, file };
    });
  });
}
