/** Validates question files: npx tsx scripts/validate-content.ts [file ...] (default: all). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileSchema } from '../src/shared/contract/question-content.js';

const dir = 'content/questions';
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f));

let failed = false;
for (const file of files) {
  const parsed = contentFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.error(`${file}: INVALID`);
    for (const issue of parsed.error.issues.slice(0, 20)) {
      console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    }
    continue;
  }
  const qs = parsed.data.questions;
  const choice = qs.filter((q) => q.type === 'multiple-choice');
  const trueFalse = qs.filter((q) => q.type === 'true-false');
  const letters = [0, 0, 0, 0];
  const diff: Record<string, number> = {};
  for (const q of choice) letters[q.correctAnswer]! += 1;
  for (const q of qs) diff[q.difficulty] = (diff[q.difficulty] ?? 0) + 1;
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  const trueShare = trueFalse.length ? `; true/false ${trueFalse.length} (${pct(trueFalse.filter((q) => q.correctAnswer === 0).length, trueFalse.length)} true)` : '';
  console.log(
    `${file}: ${choice.length} multiple choice, letters A-D ${letters.map((n) => pct(n, choice.length)).join(' ')}${trueShare}; ` +
      Object.entries(diff).map(([k, v]) => `${k} ${pct(v, qs.length)}`).join(', '),
  );
}
process.exit(failed ? 1 : 0);
