import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HelpPack } from '../../../shared/contract/help.js';
import { helpGlossarySchema, helpLessonsSchema, helpQuestionFileSchema, type HelpQuestion } from '../../../shared/contract/help-content.js';
import { HELP_LANGUAGES, type HelpLang } from '../../../shared/help-languages.js';
import { HELP_DIR } from '../../help/help-files.js';
import { sourceRevision } from '../../help/source-revision.js';
import type { CachedQuestion, HelpEdits } from '../questions/question-bank.js';

interface HelpFiles {
  glossary: ReturnType<typeof helpGlossarySchema.parse>;
  lessons: ReturnType<typeof helpLessonsSchema.parse>;
  questions: Map<string, HelpQuestion>;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** One help language's files, read and validated once (they change with a release). */
const files = new Map<HelpLang, HelpFiles>();
function helpFiles(lang: HelpLang): HelpFiles {
  let loaded = files.get(lang);
  if (!loaded) {
    const dir = join(HELP_DIR, lang);
    const questionFiles = readdirSync(join(dir, 'questions')).filter((f) => f.endsWith('.json'));
    loaded = {
      glossary: helpGlossarySchema.parse(readJson(join(dir, 'glossary.json'))),
      lessons: helpLessonsSchema.parse(readJson(join(dir, 'lessons.json'))),
      questions: new Map(questionFiles.flatMap((f) => helpQuestionFileSchema.parse(readJson(join(dir, 'questions', f))).questions.map((q) => [q.id, q] as const))),
    };
    files.set(lang, loaded);
  }
  return loaded;
}

/** The revision of a bank question's current English, as a translation records it. */
const currentRevision = ({ record }: CachedQuestion) =>
  sourceRevision({
    question: record.question,
    options: [record.option_a, record.option_b, record.option_c ?? '', record.option_d ?? ''],
    correctAnswer: record.correct_answer,
    explanation: record.explanation,
    memoryDevice: record.memory_device,
    context: record.context,
  });

/** A question's text in a help language: an admin's, else the reviewed file's. */
export interface HelpText {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  memoryDevice: string;
  context?: string | undefined;
  /** The English revision it was made from (a file's may not be stamped yet). */
  source?: string | undefined;
  /** Written in the admin editor rather than taken from the reviewed files. */
  edited: boolean;
}

export type HelpStatus = 'missing' | 'outOfDate' | 'current';

/** The translation of one question in `lang`, the admin's own first. */
export function helpTextOf(lang: HelpLang, id: string, edits: HelpEdits): HelpText | undefined {
  const edit = edits.get(lang)?.get(id);
  if (edit) return { ...edit, context: edit.context ?? undefined, edited: true };
  const file = helpFiles(lang).questions.get(id);
  return file && { ...file, edited: false };
}

/**
 * Whether a question's translation can be shown and is current: one written for another answer
 * key is missing (its letters would point at the wrong option); one made from older English is
 * out of date.
 */
export function helpStatusOf(translated: HelpText | undefined, cached: CachedQuestion): HelpStatus {
  if (!translated || translated.correctAnswer !== cached.record.correct_answer) return 'missing';
  return translated.source !== undefined && translated.source !== currentRevision(cached) ? 'outOfDate' : 'current';
}

/**
 * A help language's pack for the bank as it is: the active questions that have a translation
 * (marked out of date when the English changed since), the lessons' key points and terms, and
 * the feature's labels.
 */
function buildHelpPack(lang: HelpLang, english: readonly CachedQuestion[], edits: HelpEdits): HelpPack {
  const { glossary, lessons } = helpFiles(lang);
  const packed: HelpPack['questions'] = {};
  for (const cached of english) {
    const translated = helpTextOf(lang, cached.id, edits);
    const status = helpStatusOf(translated, cached);
    if (!translated || status === 'missing') continue;
    packed[cached.id] = {
      question: translated.question,
      options: translated.options,
      explanation: translated.explanation,
      memoryDevice: translated.memoryDevice,
      ...(translated.context ? { context: translated.context } : {}),
      outOfDate: status === 'outOfDate',
    };
  }
  const info = HELP_LANGUAGES[lang];
  return { lang, dir: info.dir, name: info.name, ui: glossary.ui, questions: packed, keyPoints: lessons.keyPoints, terms: lessons.terms };
}

/** The ids of the active questions whose translation in `lang` has this status (the admin list's filter). */
export function questionsWithHelpStatus(lang: HelpLang, status: Exclude<HelpStatus, 'current'>, english: readonly CachedQuestion[], edits: HelpEdits): string[] {
  return english.filter((cached) => helpStatusOf(helpTextOf(lang, cached.id, edits), cached) === status).map((cached) => cached.id);
}

/** A pack's bytes and their version, kept per language until the bank changes. */
const packs = new Map<HelpLang, { bankVersion: string; json: Buffer; etag: string }>();

export function helpPackBytes(lang: HelpLang, bankVersion: string, english: readonly CachedQuestion[], edits: HelpEdits): { json: Buffer; etag: string } {
  const cached = packs.get(lang);
  if (cached?.bankVersion === bankVersion) return cached;
  const json = Buffer.from(JSON.stringify({ data: buildHelpPack(lang, english, edits) }));
  const built = { bankVersion, json, etag: `help-${createHash('sha256').update(json).digest('hex').slice(0, 16)}` };
  packs.set(lang, built);
  return built;
}
