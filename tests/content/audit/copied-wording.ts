import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ngrams, withoutQuotations, words } from './text';

/** Runs of this many consecutive words shared with the guide count as copied wording. */
const COPIED_RUN_WORDS = 10;

/** Every run of `COPIED_RUN_WORDS` words in the guide's chapters (the reference is read, never copied). */
export function guideRuns(referenceDir: string): Set<string> | undefined {
  if (!existsSync(referenceDir)) return undefined;
  const runs = new Set<string>();
  for (const file of readdirSync(referenceDir).filter((f) => /^\d\d-.*\.txt$/.test(f) && !f.startsWith('99-'))) {
    for (const run of ngrams(words(readFileSync(join(referenceDir, file), 'utf8')), COPIED_RUN_WORDS)) runs.add(run);
  }
  return runs;
}

/** The first run of a text, outside marked quotations, that also stands in the guide. */
export function copiedRun(text: string, runs: ReadonlySet<string>): string | undefined {
  return ngrams(words(withoutQuotations(text)), COPIED_RUN_WORDS).find((run) => runs.has(run));
}
