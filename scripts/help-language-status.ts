/**
 * What a help language's translation lacks against the current English bank:
 *   npx tsx scripts/help-language-status.ts <lang> [--stamp-from <english-dir>] [--stamp <id,id,...>]
 * Lists questions with no translation, translations made from an older English (out of date, with
 * the English now) and translations of questions that no longer exist.
 * --stamp-from <dir>: records, on every translation without a `source`, the revision of that English (the text it was made from).
 * --stamp <ids>: records the current English revision on these translations, once they are brought up to date.
 */
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadContentQuestions, type SeedQuestion } from '../src/server/db/content.js';
import { sourceRevision } from '../src/server/help/source-revision.js';
import { HELP_DIR } from '../src/server/help/help-files.js';
import { isHelpLang } from '../src/shared/help-languages.js';

const args = process.argv.slice(2);
const lang = args[0];
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!isHelpLang(lang)) {
  console.error('Usage: npx tsx scripts/help-language-status.ts <lang> [--stamp-from <english-dir>] [--stamp <ids>]');
  process.exit(2);
}
const revisionOf = (q: SeedQuestion) => sourceRevision({ ...q, options: q.options });
const current = new Map(loadContentQuestions().map((q) => [q.id, q]));
const stampFrom = option('--stamp-from');
const from = stampFrom ? new Map(loadContentQuestions(stampFrom).map((q) => [q.id, q])) : undefined;
const stampIds = new Set((option('--stamp') ?? '').split(',').filter(Boolean));

const folder = join(HELP_DIR, lang, 'questions');
const seen = new Set<string>();
const outOfDate: string[] = [];
const orphans: string[] = [];
let stamped = 0;
for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
  const path = join(folder, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as { questions: { id: string; source?: string }[] };
  let changed = false;
  for (const t of data.questions) {
    seen.add(t.id);
    const english = current.get(t.id);
    if (from && !t.source && from.has(t.id)) {
      t.source = revisionOf(from.get(t.id)!);
      changed = true;
      stamped += 1;
    }
    if (english && stampIds.has(t.id)) {
      t.source = revisionOf(english);
      changed = true;
      stamped += 1;
    }
    if (!english) orphans.push(t.id);
    else if (t.source !== revisionOf(english)) outOfDate.push(t.id);
  }
  if (changed) writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}
const missing = [...current.keys()].filter((id) => !seen.has(id));
console.log(`${lang}: ${current.size} English questions; ${missing.length} without a translation; ${outOfDate.length} out of date; ${orphans.length} for questions that no longer exist${stamped ? `; ${stamped} stamped` : ''}`);
if (missing.length) console.log(`missing: ${missing.join(', ')}`);
if (outOfDate.length) console.log(`out of date: ${outOfDate.join(', ')}`);
if (orphans.length) console.log(`no longer in the bank: ${orphans.join(', ')}`);
