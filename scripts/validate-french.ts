/** Checks the French bank against the English: npx tsx scripts/validate-french.ts [file-name ...] (default: all). */
import { loadContentQuestions } from '../src/server/db/content.js';
import { loadFrenchFiles, translationProblems } from '../src/server/db/translations.js';

const only = process.argv.slice(2).map((f) => f.replace(/^.*\//, ''));
const files = loadFrenchFiles().filter((f) => !only.length || only.includes(f.file));
// With file names given, only the English questions of those files must be covered.
const english = loadContentQuestions().filter((q) => !only.length || only.includes(q.file));
const problems = translationProblems(english, files);
for (const p of problems) console.error(p);
console.log(`${files.reduce((n, f) => n + f.questions.length, 0)} French questions checked against ${english.length} English, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
