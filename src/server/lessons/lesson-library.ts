import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../../shared/constants.js';
import { lessonFileSchema, type LessonFile } from '../../shared/contract/lesson-content.js';
import { blockTexts, parseTermMarks, plainLessonText } from '../../shared/lesson-text.js';
import type { ChapterSummary, GlossaryEntry, LessonChapter } from '../../shared/contract/lessons.js';
import { GUIDE_CHAPTERS, chapterSlug, type GuideChapter } from '../../shared/guide-chapters.js';
import { PROJECT_ROOT } from '../project-paths.js';

const LESSONS_DIR = join(PROJECT_ROOT, 'content', 'lessons');

/** Words a second-language reader reads in a minute (reading times are rounded up). */
const WORDS_PER_MINUTE = 150;

/** The lessons in one language, ready to serve (each answer is also kept as bytes). */
interface LocaleLessons {
  index: ChapterSummary[];
  indexJson: Buffer;
  chapters: Map<string, { chapter: LessonChapter; json: Buffer }>;
  glossary: GlossaryEntry[];
  glossaryJson: Buffer;
}

export interface LessonLibrary {
  /** The lesson section that teaches each mapped question, by question id. */
  sectionOf: ReadonlyMap<string, { chapter: GuideChapter; section: string }>;
  locales: Record<Lang, LocaleLessons>;
  /** A hash of everything served (the same files give the same version on every instance): the ETag. */
  version: string;
}

const json = (data: unknown) => Buffer.from(JSON.stringify({ data }));

/** Every text a reader reads in the chapter's sections, term marks and all. */
const sectionTexts = (file: LessonFile) => file.sections.flatMap((s) => [...s.blocks.flatMap(blockTexts), ...s.keyPoints]);

const minutesOf = (file: LessonFile) => {
  const words = sectionTexts(file).map(plainLessonText).join(' ').split(/\s+/).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};

const termIdsIn = (file: LessonFile): Set<string> =>
  new Set(sectionTexts(file).flatMap((text) => parseTermMarks(text).flatMap((part) => (part.kind === 'term' ? [part.id] : []))));

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function loadLocale(lang: Lang, mapping: Map<GuideChapter, Map<string, string[]>>): LocaleLessons {
  const files = GUIDE_CHAPTERS.map((chapter) => {
    const parsed = lessonFileSchema.safeParse(readJson(join(LESSONS_DIR, lang, `${chapter}.json`)));
    if (!parsed.success) throw new Error(`content/lessons/${lang}/${chapter}.json is invalid: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  });
  const glossary: GlossaryEntry[] = files
    .flatMap((file) =>
      file.terms.map((t) => ({
        id: t.id,
        term: t.term,
        definition: t.definition,
        chapter: file.chapter,
        slug: chapterSlug(file.chapter),
        section: t.section,
        sectionTitle: file.sections.find((s) => s.id === t.section)?.title ?? '',
      })),
    )
    .sort((a, b) => a.term.localeCompare(b.term, lang, { sensitivity: 'base' }));
  const byTerm = new Map(glossary.map((g) => [g.id, g]));

  const index: ChapterSummary[] = files.map((file) => {
    const questions = mapping.get(file.chapter)!;
    return {
      chapter: file.chapter,
      slug: chapterSlug(file.chapter),
      title: file.title,
      intro: file.intro,
      minutes: minutesOf(file),
      questions: [...questions.values()].reduce((n, ids) => n + ids.length, 0),
      questionIds: [...questions.values()].flat(),
      sections: file.sections.map((s) => ({ id: s.id, title: s.title, questions: questions.get(s.id)?.length ?? 0 })),
    };
  });

  const chapters = new Map(
    files.map((file, i) => {
      const neighbour = (other: ChapterSummary | undefined) => (other ? { slug: other.slug, title: other.title } : null);
      const definitions = Object.fromEntries(
        [...termIdsIn(file)].flatMap((id) => {
          const entry = byTerm.get(id);
          return entry ? [[id, { term: entry.term, definition: entry.definition, slug: entry.slug, section: entry.section }]] : [];
        }),
      );
      const chapter: LessonChapter = {
        lesson: file,
        slug: chapterSlug(file.chapter),
        minutes: index[i]!.minutes,
        questions: Object.fromEntries(mapping.get(file.chapter)!),
        definitions,
        previous: neighbour(index[i - 1]),
        next: neighbour(index[i + 1]),
      };
      return [chapter.slug, { chapter, json: json(chapter) }] as const;
    }),
  );
  return { index, indexJson: json(index), chapters, glossary, glossaryJson: json(glossary) };
}

/**
 * The lessons of content/lessons, read once: the files are the source (reviewed like the bank),
 * and validated here so a broken file stops the server at start, not a learner's page.
 */
function loadLessonLibrary(): LessonLibrary {
  const sectionOf = new Map<string, { chapter: GuideChapter; section: string }>();
  const mapping = new Map<GuideChapter, Map<string, string[]>>();
  for (const chapter of GUIDE_CHAPTERS) {
    const sections = new Map<string, string[]>();
    for (const [questionId, section] of Object.entries(readJson(join(LESSONS_DIR, 'mapping', `${chapter}.json`)) as Record<string, string>)) {
      sectionOf.set(questionId, { chapter, section });
      sections.set(section, [...(sections.get(section) ?? []), questionId]);
    }
    mapping.set(chapter, sections);
  }
  const locales = Object.fromEntries(LANGS.map((lang) => [lang, loadLocale(lang, mapping)])) as Record<Lang, LocaleLessons>;
  const hash = createHash('sha256');
  for (const locale of Object.values(locales)) {
    hash.update(locale.indexJson).update(locale.glossaryJson);
    for (const { json: bytes } of locale.chapters.values()) hash.update(bytes);
  }
  return { sectionOf, locales, version: `lessons-${hash.digest('hex').slice(0, 16)}` };
}

let library: LessonLibrary | undefined;
/** The library, loaded on first use (the files do not change while the server runs). */
export const lessonLibrary = (): LessonLibrary => (library ??= loadLessonLibrary());

const LESSON_SECTION = /^(\d\d-[a-z0-9-]+)\/([a-z0-9-]+)$/;

/** Whether a chapter of the lessons has this section (in English: every language has the same ids). */
export function isLessonSection(chapter: string, section: string): boolean {
  return lessonLibrary().locales.en.chapters.get(chapter.slice(3))?.chapter.lesson.sections.some((s) => s.id === section) ?? false;
}

/**
 * The section that teaches a question: an admin's choice ("<chapter>/<section>", stored on the
 * question), else the lessons' own mapping, else none.
 */
export function lessonOf(questionId: string, chosen: string | null): { chapter: GuideChapter; section: string } | null {
  const match = chosen ? LESSON_SECTION.exec(chosen) : null;
  if (match && isLessonSection(match[1]!, match[2]!)) return { chapter: match[1] as GuideChapter, section: match[2]! };
  return lessonLibrary().sectionOf.get(questionId) ?? null;
}
