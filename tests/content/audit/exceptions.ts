import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../../../src/server/project-paths';

const reason = z.string().trim().min(10);

/** Reviewed exceptions to the automatic checks, each with the reviewer's reason. */
const exceptionsSchema = z
  .object({
    /** Pairs the same-fact check flags that test different facts. */
    distinctFacts: z.array(z.object({ ids: z.tuple([z.string(), z.string()]), why: reason }).strict()),
    /** Questions whose key repeats a word of the question for a good reason. */
    echoes: z.array(z.object({ id: z.string(), why: reason }).strict()),
  })
  .strict();

export const QUALITY_EXCEPTIONS_FILE = join(PROJECT_ROOT, 'content', 'quality-exceptions.json');

export function loadQualityExceptions(file = QUALITY_EXCEPTIONS_FILE) {
  const data = exceptionsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const pairs = new Set(data.distinctFacts.map(({ ids }) => [...ids].sort().join(' ')));
  const echoes = new Set(data.echoes.map((e) => e.id));
  return {
    data,
    isDistinctPair: (a: string, b: string) => pairs.has([a, b].sort().join(' ')),
    isAllowedEcho: (id: string) => echoes.has(id),
  };
}
