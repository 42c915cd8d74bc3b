/**
 * Checks the lessons (content/lessons/<lang>/<chapter>.json) and the question-to-section mapping:
 *   npx tsx scripts/lesson-audit.ts [chapter-prefix ...]   e.g. 03 or 03-canadas-history
 * Prints every finding and exits 1 when there is one. tests/content/lessons.test.ts runs the same checks.
 */
import { lessonFindings } from '../tests/content/audit/lesson-checks.js';

const wanted = process.argv.slice(2);
const findings = lessonFindings().filter((f) => wanted.length === 0 || wanted.some((w) => f.chapter.startsWith(w)));
for (const f of findings) console.log(`- [${f.chapter}${f.lang ? ` ${f.lang}` : ''}] ${f.message}`);
console.log(findings.length === 0 ? 'No findings.' : `\n${findings.length} finding(s).`);
process.exit(findings.length === 0 ? 0 : 1);
