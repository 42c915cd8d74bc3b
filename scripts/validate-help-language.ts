/**
 * Checks a help language's translation against the English bank:
 *   npx tsx scripts/validate-help-language.ts <lang> [--english <questions-dir>] [--file <name.json>]
 * (alignment, numbers, names, the civic glossary, script, English left). The content tests run the same checks.
 */
import { loadContentQuestions } from '../src/server/db/content.js';
import { isHelpLang } from '../src/shared/help-languages.js';
import { helpLanguageProblems } from '../tests/content/audit/help-language-checks.js';

const args = process.argv.slice(2);
const lang = args[0];
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!isHelpLang(lang)) {
  console.error('Usage: npx tsx scripts/validate-help-language.ts <pa|hi|tl|zh-Hans|ur|ar|fa|es> [--english <dir>] [--file <name.json>]');
  process.exit(2);
}
const englishDir = option('--english');
const onlyFile = option('--file');
const english = loadContentQuestions(englishDir).filter((q) => !onlyFile || q.file === onlyFile);
const problems = helpLanguageProblems(lang, english).filter((p) => !onlyFile || p.includes(onlyFile) || !p.includes('/questions/'));
for (const p of problems) console.log(p);
console.log(`${lang}: ${problems.length} problem(s) against ${english.length} English questions`);
process.exit(problems.length ? 1 : 0);
