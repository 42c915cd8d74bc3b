/**
 * Checks a help language's lesson help (content/help/<lang>/lessons.json: each section's key
 * points and each glossary term) against the English lessons:
 *   npx tsx scripts/validate-help-lessons.ts <lang>
 */
import { isHelpLang } from '../src/shared/help-languages.js';
import { englishLessonHelp, helpLessonProblems, loadHelpLanguage } from '../tests/content/audit/help-language-checks.js';
import { loadLessons } from '../tests/content/audit/lesson-checks.js';

const lang = process.argv[2];
if (!isHelpLang(lang)) {
  console.error('Usage: npx tsx scripts/validate-help-lessons.ts <pa|hi|tl|zh-Hans|ur|ar|fa|es>');
  process.exit(2);
}
const english = englishLessonHelp(loadLessons('en').files);
const problems = helpLessonProblems(lang, english, loadHelpLanguage(lang).glossary);
for (const p of problems) console.log(p);
console.log(`${lang}: ${problems.length} problem(s) against ${english.keyPoints.size} sections and ${english.terms.size} terms`);
process.exit(problems.length ? 1 : 0);
