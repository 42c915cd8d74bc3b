/**
 * Prints what the bank's quality checks find, per category, for writers and reviewers:
 *   npm run content:audit [CODE ...]
 * The same functions drive tests/content/quality.test.ts.
 */
import { join } from 'node:path';
import { loadContentQuestions, type SeedQuestion } from '../src/server/db/content.js';
import { PROJECT_ROOT } from '../src/server/project-paths.js';
import { absoluteWordGiveAway, echoGiveAway } from '../tests/content/audit/give-aways.js';
import { copiedRun, guideRuns } from '../tests/content/audit/copied-wording.js';
import { gradeLevel, median, READABILITY, sentenceLengths } from '../tests/content/audit/readability.js';
import { findSameFactPairs } from '../tests/content/audit/same-fact.js';
import { loadQualityExceptions } from '../tests/content/audit/exceptions.js';
import { guideSentenceEcho, guideSentences, restatingDevice, unquotedMotion } from '../tests/content/audit/weak-items.js';

const bank = loadContentQuestions();
const wanted = process.argv.slice(2).map((c) => c.toUpperCase());
const inScope = (q: SeedQuestion) => wanted.length === 0 || wanted.includes(q.category);
const byId = new Map(bank.map((q) => [q.id, q]));
const exceptions = loadQualityExceptions();
const key = (q: SeedQuestion) => q.options[q.correctAnswer];
const show = (q: SeedQuestion) => `${q.id}: ${q.question} → ${key(q)}`;

console.log('== Same fact asked twice (resolve one side, or list the pair in content/quality-exceptions/<file>.json with why they differ)');
for (const pair of findSameFactPairs(bank)) {
  const a = byId.get(pair.a)!;
  const b = byId.get(pair.b)!;
  if (!inScope(a) && !inScope(b)) continue;
  if (exceptions.isDistinctPair(pair.a, pair.b)) continue;
  console.log(`- ${pair.score}: [${pair.shared.join(', ')}]\n    ${show(a)}\n    ${show(b)}`);
}

const scoped = bank.filter(inScope);
console.log('\n== Wrong options with absolute words (only, all, every, must, never, …) while the key has none');
for (const q of scoped.filter(absoluteWordGiveAway)) console.log(`- ${show(q)}\n    wrong: ${q.options.filter((_, i) => i !== q.correctAnswer).join(' | ')}`);

console.log('\n== Only the key repeats a word of the question');
for (const q of scoped) {
  const echo = echoGiveAway(q);
  if (echo && !exceptions.isAllowedEcho(q.id)) console.log(`- ${show(q)} (echo: ${echo})`);
}

const runs = guideRuns(join(PROJECT_ROOT, '..', 'shared', 'reference', 'discover-canada'));
console.log('\n== Ten or more words in a row from the guide, outside "quotation marks"');
if (!runs) console.log('(reference folder not found)');
else
  for (const q of scoped) {
    for (const [field, text] of Object.entries({ question: q.question, options: q.options.join(' / '), explanation: q.explanation, memoryDevice: q.memoryDevice, context: q.context ?? '' })) {
      const run = copiedRun(text, runs);
      if (run) console.log(`- ${q.id} ${field}: "${run}"`);
    }
  }

const guide = guideSentences(join(PROJECT_ROOT, '..', 'shared', 'reference', 'discover-canada'));
console.log('\n== True/false statements that are a guide sentence with a few words swapped (or list them in guideEchoes with why)');
if (guide) for (const q of scoped.filter((q) => !exceptions.isAllowedGuideEcho(q.id))) {
  const sentence = guideSentenceEcho(q, guide);
  if (sentence) console.log(`- ${show(q)}\n    guide: ${sentence}`);
}
console.log('\n== Memory devices that only restate the answer');
for (const q of scoped) if (restatingDevice(q)) console.log(`- ${q.id}: ${restatingDevice(q)}: ${q.memoryDevice}`);
console.log("\n== Parliament's 2006 motion without quotation marks");
for (const q of scoped.filter(unquotedMotion)) console.log(`- ${q.id}`);

console.log('\n== Readability of explanations (Flesch-Kincaid grade; long sentences)');
const grades = scoped.map((q) => gradeLevel(q.explanation));
const lengths = scoped.flatMap((q) => sentenceLengths(q.explanation));
const long = lengths.filter((n) => n > READABILITY.longSentenceWords).length;
console.log(
  `median grade ${median(grades).toFixed(1)} (limit ${READABILITY.medianGrade}); sentences over ${READABILITY.longSentenceWords} words: ${long} of ${lengths.length} ` +
    `(${((100 * long) / Math.max(1, lengths.length)).toFixed(1)} %, limit ${100 * READABILITY.maxLongShare} %)`,
);
for (const q of scoped) {
  const grade = gradeLevel(q.explanation);
  const longest = Math.max(...sentenceLengths(q.explanation));
  if (grade > 10 || longest > READABILITY.longSentenceWords) console.log(`- ${q.id}: grade ${grade.toFixed(1)}, longest sentence ${longest} words`);
}
