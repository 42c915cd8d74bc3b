import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translationFileSchema, type TranslatedQuestion } from '../../shared/contract/question-content.js';
import { TRUE_FALSE_OPTIONS } from '../../shared/constants.js';
import { CONTENT_DIR } from '../project-paths.js';
import type { SeedQuestion } from './content.js';

export interface TranslationFile {
  file: string;
  questions: TranslatedQuestion[];
}

/** Reads and validates content/questions/fr/*.json (none yet is not an error); throws on an invalid file. */
export function loadFrenchFiles(dir = join(CONTENT_DIR, 'fr')): TranslationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = translationFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`content/questions/fr/${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
      }
      return { file, questions: parsed.data.questions };
    });
}

/** Function words that are English and never French: two of them in one French text mean it was left in English. */
const ENGLISH_WORDS = new Set(
  'the and of which what who whom whose was were with this that these those from they their them has have had been are by it its is to into when where why how between after before during because would could should true false'.split(' '),
);

const QUOTED = /«[^»]*»|"[^"]*"|“[^”]*”/g;

/** English words found in a French text, outside quotations (an English title or anthem line may be quoted). */
export function englishWordsIn(text: string): string[] {
  const words = text.replace(QUOTED, ' ').toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((w) => ENGLISH_WORDS.has(w)))];
}

/** Breaks of the fr-CA typography of the glossary: no space before ; ! ?, a non-breaking one before : and inside « ». */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[ \u00a0\u202f][;!?]/.test(text)) problems.push('a space before ; ! or ?');
  if (/[^\u00a0\u202f\d]:(\s|$)/.test(text)) problems.push('":" without a non-breaking space before it');
  if (/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text)) problems.push('« » without non-breaking spaces inside');
  return problems;
}

/** What keeps a French version from matching its English question, field by field. */
export function translationProblems(english: readonly SeedQuestion[], files: readonly TranslationFile[]): string[] {
  const problems: string[] = [];
  const byId = new Map(english.map((q) => [q.id, q]));
  const seen = new Set<string>();
  for (const { file, questions } of files) {
    for (const fr of questions) {
      const where = `fr/${file} ${fr.id}`;
      const en = byId.get(fr.id);
      if (!en) {
        problems.push(`${where}: no English question has this id`);
        continue;
      }
      if (seen.has(fr.id)) problems.push(`${where}: translated twice`);
      seen.add(fr.id);
      if (fr.type !== en.type) problems.push(`${where}: type ${fr.type}, English is ${en.type}`);
      if (fr.options.length !== en.options.length) problems.push(`${where}: ${fr.options.length} options, English has ${en.options.length}`);
      if (fr.correctAnswer !== en.correctAnswer) problems.push(`${where}: correctAnswer ${fr.correctAnswer}, English is ${en.correctAnswer}`);
      if (fr.type === 'true-false' && fr.options.some((o, i) => o !== TRUE_FALSE_OPTIONS.fr[i])) problems.push(`${where}: true/false options are Vrai, Faux`);
      if (new Set(fr.options.map((o) => o.toLowerCase())).size !== fr.options.length) problems.push(`${where}: options must be distinct`);
      if (Boolean(fr.context) !== Boolean(en.context)) problems.push(`${where}: context present in one language only`);
      const texts: [string, string][] = [['question', fr.question], ['explanation', fr.explanation], ['memoryDevice', fr.memoryDevice], ...fr.options.map((o, i): [string, string] => [`option ${i}`, o])];
      if (fr.context) texts.push(['context', fr.context]);
      for (const [field, text] of texts) {
        const englishWords = englishWordsIn(text);
        if (englishWords.length >= 2) problems.push(`${where} ${field}: reads as English (${englishWords.join(', ')})`);
        for (const problem of typographyProblems(text)) problems.push(`${where} ${field}: ${problem}`);
      }
      if (fr.type === 'true-false' && !/^(Vrai|Faux)\./.test(fr.explanation)) problems.push(`${where}: a true/false explanation starts with "Vrai." or "Faux."`);
    }
  }
  for (const q of english) if (!seen.has(q.id)) problems.push(`${q.id}: no French version`);
  return problems;
}
