import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedQuestion } from '../../../src/server/db/content';
import { helpGlossarySchema, helpLessonsSchema, helpQuestionFileSchema, type HelpGlossary, type HelpQuestion } from '../../../src/shared/contract/help-content';
import type { LessonFile } from '../../../src/shared/contract/lesson-content';
import { HELP_LANGUAGES, type HelpLang } from '../../../src/shared/help-languages';

import { HELP_DIR } from '../../../src/server/help/help-files';

export interface HelpFiles {
  glossary: HelpGlossary | undefined;
  questions: { file: string; question: HelpQuestion }[];
  problems: string[];
}

/** Reads a help language's glossary and question files, with what keeps them from parsing. */
export function loadHelpLanguage(lang: HelpLang, dir = HELP_DIR): HelpFiles {
  const problems: string[] = [];
  const read = (path: string): unknown => {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push(`${path}: not valid JSON (${(error as Error).message})`);
      return undefined;
    }
  };
  let glossary: HelpGlossary | undefined;
  const glossaryPath = join(dir, lang, 'glossary.json');
  if (!existsSync(glossaryPath)) problems.push(`${lang}/glossary.json is missing`);
  else {
    const parsed = helpGlossarySchema.safeParse(read(glossaryPath));
    if (parsed.success) glossary = parsed.data;
    else problems.push(...parsed.error.issues.slice(0, 10).map((i) => `${lang}/glossary.json at ${i.path.join('.')}: ${i.message}`));
  }
  const questions: HelpFiles['questions'] = [];
  const folder = join(dir, lang, 'questions');
  for (const file of existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')).sort() : []) {
    const raw = read(join(folder, file));
    if (raw === undefined) continue;
    const parsed = helpQuestionFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.slice(0, 10).map((i) => `${lang}/questions/${file} at ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    if (parsed.data.locale !== lang) problems.push(`${lang}/questions/${file}: locale is ${parsed.data.locale}`);
    questions.push(...parsed.data.questions.map((question) => ({ file, question })));
  }
  return { glossary, questions, problems };
}

/** The zero of each digit set a help language may write numbers in (Arabic-Indic, Persian and Urdu, Devanagari, Gurmukhi, full-width). */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0xa66, 0xff10];

/** Numbers in a text, read as ASCII digits (٢٠ and 20 are the same number; 1,095 and 1 095 are 1095). */
export function numbersIn(text: string): string[] {
  const ascii = text.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code < z + 10);
    return zero === undefined ? d : String(code - zero);
  });
  return [...new Set(ascii.replace(/(\d)[,.\s\u00a0\u202f\u066c](?=\d{3}\b)/g, '$1').match(/\d+/g) ?? [])];
}

const MONTHS = 'January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday';
const GROUPS =
  'English French British Canadian Canadians American Americans Indigenous European Europeans Catholic Catholics Protestant Protestants Christian Christians Jewish Muslim Muslims Sikh Sikhs Hindu Hindus Buddhist Irish Scottish Scots Welsh Ukrainian Ukrainians Chinese Japanese German Germans Dutch Italian Italians Polish Greek Portuguese Spanish Black Francophone Francophones Anglophone Anglophones Asian Asians African Africans Arab Arabic Filipino Hungarian Icelandic Caribbean Latin Western Eastern Northern Southern North South East West';
const STARTERS =
  'The A An In On At It Its This That These Those He She They We You Their His Her There When What Who Which Where Why How After Before Since During Today Each Every All Some Most Many Only Yes No Not Both Because If As By For From To With Without Under Over About Picture Think Remember Imagine True False Also Then Later Now Here One Two Three Four Five Six Seven Ten Any So Do Does Did Can Could May Must Should Would Will Is Are Was Were Be Our Your My Few Long Early Until Once While Although Even But And Or Nor Yet Like Unlike Just Other Another Such Look Say Note Keep Link Read Its Between Among Around Through Across Along Against Near Instead Together Again Still Never Always Often Sometimes Together Less More Much Very Than Each Either Neither Whose Whom Let Make Take Put Turn See Tap Hold Sing Count Start Begin End Just Past Next Last Same Different';
const NOT_NAMES = new Set([...MONTHS.split(' '), ...GROUPS.split(' '), 'I', 'A', 'B', 'C', 'D', 'OK', 'TV']);
const SENTENCE_STARTERS = new Set(STARTERS.split(' '));
const CONNECTORS = new Set(['of', 'the', 'and', 'de', 'des', 'du', 'la', 'le', "d'", 'for', 'du', 'St.', 'Sir']);

/** The words of a text with where each stands: at the start of a sentence or not. */
function tokens(text: string): { raw: string; word: string; bare: string; sentenceStart: boolean }[] {
  const out: { raw: string; word: string; bare: string; sentenceStart: boolean }[] = [];
  let sentenceStart = true;
  for (const raw of text.replace(/["“”«»()]/g, ' ').split(/\s+/).filter(Boolean)) {
    const word = raw
      .replace(/^['‘’]+|['‘’]+$/g, '')
      .replace(/[,;:!?]+$/, '')
      .replace(/[.]+$/, (m) => (/^[A-Z]$|^(St|Mt|Jr|Sr)$/.test(raw.replace(/\.+$/, '')) ? m : ''))
      .replace(/^['‘’]+|['‘’]+$/g, '');
    out.push({ raw, word, bare: word.replace(/['’]s$/, ''), sentenceStart });
    sentenceStart = /[.!?]["”'’]?$/.test(raw) && !/^(St|Mt|Jr|Sr|[A-Z])\.$/.test(raw);
  }
  return out;
}

const isCapitalised = (bare: string) => /^\p{Lu}[\p{L}'’.-]*$/u.test(bare) && /\p{Ll}|^\p{Lu}\.?$|^\p{Lu}{2,}$/u.test(bare);

/**
 * Words the English bank writes with a capital in the middle of a sentence: proper words. A
 * capitalised word that opens a sentence or an option counts as a name only if it is one of them.
 */
function properWords(english: readonly { question: string; explanation: string; memoryDevice: string }[]): Set<string> {
  const proper = new Set<string>();
  for (const q of english) {
    for (const text of [q.question, q.explanation, q.memoryDevice]) {
      for (const t of tokens(text)) if (!t.sentenceStart && isCapitalised(t.bare)) proper.add(t.bare);
    }
  }
  return proper;
}

/**
 * Names in an English text: runs of capitalised words (joined by "of", "the", "and"…), minus
 * months and peoples. A sentence's first word is a name only if it is not a common opener and,
 * when the bank's proper words are given, one of them.
 */
export function namesIn(text: string, proper?: ReadonlySet<string>): string[] {
  const names: string[] = [];
  let run: string[] = [];
  const flush = () => {
    while (run.length && CONNECTORS.has(run[run.length - 1]!)) run.pop();
    if (run.length) names.push(run.join(' '));
    run = [];
  };
  for (const { raw, word, bare, sentenceStart } of tokens(text)) {
    if (sentenceStart) flush();
    const opener = sentenceStart && (SENTENCE_STARTERS.has(bare) || (proper !== undefined && !proper.has(bare)));
    if (isCapitalised(bare) && !opener && !NOT_NAMES.has(bare)) run.push(word);
    else if (run.length && CONNECTORS.has(word)) run.push(word);
    else flush();
    if (/[,;:]['’]?$/.test(raw)) flush();
  }
  flush();
  return [...new Set(names.filter((n) => n.replace(/\./g, '').length > 1 && !(SENTENCE_STARTERS.has(n) || ['First', 'Second', 'Third', 'New', 'Great'].includes(n))))];
}

const lower = (s: string) => s.toLocaleLowerCase('en');
const renderings = (entry: HelpGlossary['terms'][number]) => (Array.isArray(entry.term) ? entry.term : [entry.term]);
const wordMatch = (text: string, phrase: string) => new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}])`, 'iu').test(text);

/** A name is kept when the translation has it in Latin letters, or has the glossary's rendering of it (or of every part). */
function nameKept(name: string, translated: string, glossary: HelpGlossary): boolean {
  if (lower(translated).includes(lower(name))) return true;
  const entries = glossary.terms.filter((t) => wordMatch(name, t.en));
  if (entries.some((e) => lower(e.en) === lower(name) && renderings(e).some((r) => translated.includes(r)))) return true;
  const parts = name.split(' ').map((p) => p.replace(/['’]s$/, '')).filter((p) => !CONNECTORS.has(p) && !/^\p{Lu}\.$/u.test(p));
  return parts.every((p) => lower(translated).includes(lower(p)) || entries.some((e) => wordMatch(e.en, p) && renderings(e).some((r) => translated.includes(r))));
}

const scriptLetters = (text: string, script: string) => (text.match(new RegExp(`\\p{Script=${script}}`, 'gu')) ?? []).length;
const latinLetters = (text: string) => (text.match(/\p{Script=Latin}/gu) ?? []).length;
const ENGLISH_FUNCTION_WORDS = new Set(
  'the and of which what who whom whose was were with this that these those from they their them has have had been are by its is into when where why how between after before during because would could should'.split(' '),
);
const PARENTHESES_OR_QUOTES = /\([^)]*\)|"[^"]*"|“[^”]*”|«[^»]*»/g;

const bracketed = (text: string) => /[(（]/.test(text);
const visibleLength = (text: string) => [...text.replace(/\s+/g, ' ').trim()].length;

/**
 * A translation that points at the right option where the English does not: the right option
 * alone carries a bracket (often an English gloss), or it is far longer than the others when the
 * English one is not.
 */
function keyGiveAway(en: SeedQuestion, t: HelpQuestion): string | undefined {
  if (en.type === 'true-false' || t.options.length < 3) return undefined;
  const key = en.correctAnswer;
  const others = (list: readonly string[]) => list.filter((_, i) => i !== key);
  if (bracketed(t.options[key] ?? '') && !others(t.options).some(bracketed) && !bracketed(en.options[key] ?? '')) return 'alone has a bracket';
  const longestOther = (list: readonly string[]) => Math.max(1, ...others(list).map(visibleLength));
  const ratio = (list: readonly string[]) => visibleLength(list[key] ?? '') / longestOther(list);
  const longer = visibleLength(t.options[key] ?? '') - longestOther(t.options);
  if (longer >= 10 && ratio(t.options) > 1.6 && ratio(t.options) > ratio(en.options) * 1.4) return 'is much longer than the others (the English one is not)';
  return undefined;
}

/** Problems of one help language against the English bank: alignment, numbers, names, glossary, script. */
export function helpLanguageProblems(lang: HelpLang, english: readonly SeedQuestion[], files = loadHelpLanguage(lang)): string[] {
  const problems = [...files.problems];
  const glossary = files.glossary;
  if (!glossary) return problems;
  const { script } = HELP_LANGUAGES[lang];
  const byId = new Map(english.map((q) => [q.id, q]));
  const proper = properWords(english);
  const seen = new Set<string>();
  for (const { file, question: t } of files.questions) {
    const where = `${lang}/questions/${file} ${t.id}`;
    const en = byId.get(t.id);
    if (!en) {
      problems.push(`${where}: no English question has this id`);
      continue;
    }
    if (en.file !== file) problems.push(`${where}: the English question is in ${en.file}`);
    if (seen.has(t.id)) problems.push(`${where}: translated twice`);
    seen.add(t.id);
    if (t.options.length !== en.options.length) problems.push(`${where}: ${t.options.length} options, English has ${en.options.length}`);
    if (t.correctAnswer !== en.correctAnswer) problems.push(`${where}: correctAnswer ${t.correctAnswer}, English is ${en.correctAnswer}`);
    if (Boolean(t.context) !== Boolean(en.context)) problems.push(`${where}: context present in one language only`);
    if (en.type === 'true-false') {
      if (t.options.some((o, i) => o !== glossary.trueFalse[i])) problems.push(`${where}: true/false options are ${glossary.trueFalse.join(', ')}`);
      if (!t.explanation.startsWith(glossary.trueFalse[en.correctAnswer]!)) problems.push(`${where}: a true/false explanation starts with "${glossary.trueFalse[en.correctAnswer]}"`);
    }
    if (new Set(t.options.map(lower)).size !== t.options.length) problems.push(`${where}: options must be distinct`);
    const giveAway = keyGiveAway(en, t);
    if (giveAway) problems.push(`${where}: the right option ${giveAway}`);

    const pairs: [string, string, string][] = [
      ['question', en.question, t.question],
      ['explanation', en.explanation, t.explanation],
      ['memoryDevice', en.memoryDevice, t.memoryDevice],
      ...en.options.map((o, i): [string, string, string] => [`option ${'ABCD'[i]}`, o, t.options[i] ?? '']),
    ];
    for (const [field, source, translated] of pairs) {
      // Numbers and years: everywhere but the memory device (which may be re-invented).
      if (field !== 'memoryDevice') {
        const have = numbersIn(translated);
        const missing = numbersIn(source).filter((n) => !have.includes(n));
        if (missing.length) problems.push(`${where} ${field}: numbers missing: ${missing.join(', ')}`);
      }
      // Names: in the question, the keyed option and the explanation.
      if (field === 'question' || field === 'explanation' || field === `option ${'ABCD'[en.correctAnswer]}`) {
        const lost = namesIn(source, proper).filter((n) => !nameKept(n, translated, glossary));
        if (lost.length) problems.push(`${where} ${field}: names not kept (in Latin letters or as the glossary renders them): ${lost.join('; ')}`);
      }
      // The civic glossary, used consistently.
      if (field !== 'memoryDevice') {
        for (const entry of glossary.terms) {
          if (wordMatch(source, entry.en) && !renderings(entry).some((r) => translated.includes(r)) && !lower(translated).includes(lower(entry.en))) {
            problems.push(`${where} ${field}: "${entry.en}" is not rendered as the glossary says (${renderings(entry).join(' / ')})`);
          }
        }
      }
      // The expected script, and no English left.
      const outside = translated.replace(PARENTHESES_OR_QUOTES, ' ');
      if (script === 'Latin') {
        const englishWords = [...new Set((lower(outside).match(/[a-z]+/g) ?? []).filter((w) => ENGLISH_FUNCTION_WORDS.has(w)))];
        if (englishWords.length >= 2) problems.push(`${where} ${field}: reads as English (${englishWords.join(', ')})`);
      } else {
        const own = scriptLetters(outside, script);
        const latin = latinLetters(outside);
        const prose = field === 'explanation' || field === 'memoryDevice' || field === 'question';
        if (prose && own < 0.4 * (own + latin)) problems.push(`${where} ${field}: mostly not in ${script} script (${own} ${script} letters, ${latin} Latin)`);
        if (!prose && own === 0 && /\b[a-z]{4,}\b/.test(source)) problems.push(`${where} ${field}: not translated (no ${script} letters)`);
      }
    }
  }
  for (const q of english) if (!seen.has(q.id)) problems.push(`${q.id}: no ${lang} version`);
  return problems;
}

/** The English the lesson help is translated from: each section's key points and each glossary term. */
export function englishLessonHelp(files: readonly LessonFile[]): { keyPoints: Map<string, string[]>; terms: Map<string, { term: string; definition: string }> } {
  const keyPoints = new Map<string, string[]>();
  const terms = new Map<string, { term: string; definition: string }>();
  for (const file of files) {
    for (const section of file.sections) keyPoints.set(`${file.chapter}/${section.id}`, section.keyPoints);
    for (const term of file.terms) terms.set(term.id, { term: term.term, definition: term.definition });
  }
  return { keyPoints, terms };
}

/** Problems of a help language's lesson help (content/help/<lang>/lessons.json) against the English lessons. */
export function helpLessonProblems(lang: HelpLang, english: ReturnType<typeof englishLessonHelp>, glossary: HelpGlossary | undefined, dir = HELP_DIR): string[] {
  const path = join(dir, lang, 'lessons.json');
  if (!existsSync(path)) return [`${lang}/lessons.json is missing`];
  let parsed;
  try {
    parsed = helpLessonsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    return [`${lang}/lessons.json: not valid JSON (${(error as Error).message})`];
  }
  if (!parsed.success) return parsed.error.issues.slice(0, 10).map((i) => `${lang}/lessons.json at ${i.path.join('.')}: ${i.message}`);
  const help = parsed.data;
  const problems: string[] = [];
  const { script } = HELP_LANGUAGES[lang];
  const check = (where: string, source: string, translated: string) => {
    const have = numbersIn(translated);
    const missing = numbersIn(source).filter((n) => !have.includes(n));
    if (missing.length) problems.push(`${where}: numbers missing: ${missing.join(', ')}`);
    if (glossary) {
      for (const entry of glossary.terms) {
        if (wordMatch(source, entry.en) && !renderings(entry).some((r) => translated.includes(r)) && !lower(translated).includes(lower(entry.en))) {
          problems.push(`${where}: "${entry.en}" is not rendered as the glossary says (${renderings(entry).join(' / ')})`);
        }
      }
    }
    if (script !== 'Latin') {
      const outside = translated.replace(PARENTHESES_OR_QUOTES, ' ');
      const own = scriptLetters(outside, script);
      if (own < 0.4 * (own + latinLetters(outside))) problems.push(`${where}: mostly not in ${script} script`);
    }
  };
  for (const [key, points] of english.keyPoints) {
    const translated = help.keyPoints[key];
    if (!translated) {
      problems.push(`${lang}/lessons.json keyPoints ${key}: missing`);
      continue;
    }
    if (translated.length !== points.length) problems.push(`${lang}/lessons.json keyPoints ${key}: ${translated.length} key points, English has ${points.length}`);
    points.forEach((point, i) => translated[i] !== undefined && check(`${lang}/lessons.json keyPoints ${key} #${i + 1}`, point.replace(/\[\[([^\]|]+?)(?:\|[a-z0-9-]+)?\]\]/g, '$1'), translated[i]!));
  }
  for (const key of Object.keys(help.keyPoints)) if (!english.keyPoints.has(key)) problems.push(`${lang}/lessons.json keyPoints ${key}: no such section`);
  for (const [id, term] of english.terms) {
    const translated = help.terms[id];
    if (!translated) problems.push(`${lang}/lessons.json terms ${id}: missing`);
    else check(`${lang}/lessons.json terms ${id}`, `${term.term}. ${term.definition}`, `${translated.term}. ${translated.definition}`);
  }
  for (const id of Object.keys(help.terms)) if (!english.terms.has(id)) problems.push(`${lang}/lessons.json terms ${id}: no such term`);
  return problems;
}
