import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    /** True/false statements close to a guide sentence that a reviewer judged fair (content/reviews/2026-11-bank-audit). */
    guideEchoes: z.array(z.object({ id: z.string(), why: reason }).strict()).default([]),
  })
  .strict();

/** One file per content file (content/quality-exceptions/<name>.json), so writers never edit the same file. */
const QUALITY_EXCEPTIONS_DIR = join(PROJECT_ROOT, 'content', 'quality-exceptions');

export function loadQualityExceptions(dir = QUALITY_EXCEPTIONS_DIR) {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  const data = {
    distinctFacts: [] as z.infer<typeof exceptionsSchema>['distinctFacts'],
    echoes: [] as z.infer<typeof exceptionsSchema>['echoes'],
    guideEchoes: [] as z.infer<typeof exceptionsSchema>['guideEchoes'],
  };
  for (const file of files) {
    const parsed = exceptionsSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`content/quality-exceptions/${file}: ${parsed.error.issues[0]?.message}`);
    data.distinctFacts.push(...parsed.data.distinctFacts);
    data.echoes.push(...parsed.data.echoes);
    data.guideEchoes.push(...parsed.data.guideEchoes);
  }
  const pairs = new Set(data.distinctFacts.map(({ ids }) => [...ids].sort().join(' ')));
  const echoes = new Set(data.echoes.map((e) => e.id));
  const guideEchoes = new Set(data.guideEchoes.map((e) => e.id));
  return {
    data,
    isDistinctPair: (a: string, b: string) => pairs.has([a, b].sort().join(' ')),
    isAllowedEcho: (id: string) => echoes.has(id),
    isAllowedGuideEcho: (id: string) => guideEchoes.has(id),
  };
}
