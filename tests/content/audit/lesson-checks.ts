import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContentQuestions } from '../../../src/server/db/content';
import { PROJECT_ROOT } from '../../../src/server/project-paths';
import { lessonFileSchema, type LessonFile } from '../../../src/shared/contract/lesson-content';
import { GUIDE_CHAPTERS } from '../../../src/shared/guide-chapters';
import { blockTexts, plainLessonText, TERM_MARK } from '../../../src/shared/lesson-text';
import { copiedRun, guideRuns } from './copied-wording';
import { gradeLevel, median, sentenceLengths } from './readability';

/** Limits for lessons: a second-language reader manages them (stricter than the bank's explanations). */
const LESSON_LIMITS = { medianGrade: 7, maxSentenceWords: 25, minQuestionsPerSection: 3 } as const;

export interface LessonFinding {
  chapter: string;
  lang?: 'en' | 'fr';
  message: string;
}

const LESSONS_DIR = join(PROJECT_ROOT, 'content', 'lessons');
const LANGS = ['en', 'fr'] as const;

/** Prose sentences (paragraphs, lists, callouts, key points) that readability is measured on. */
function proseOf(file: LessonFile): string[] {
  return file.sections.flatMap((s) => [
    ...s.blocks.filter((b) => b.type === 'p' || b.type === 'change' || b.type === 'list').flatMap(blockTexts),
    ...s.keyPoints,
  ]);
}

function allTexts(file: LessonFile): { where: string; text: string }[] {
  return [
    { where: 'intro', text: file.intro },
    ...file.sections.flatMap((s) => [
      ...s.blocks.flatMap((b, i) => blockTexts(b).map((text) => ({ where: `${s.id} block ${i + 1}`, text }))),
      ...s.keyPoints.map((text, i) => ({ where: `${s.id} key point ${i + 1}`, text })),
    ]),
    ...file.terms.map((t) => ({ where: `term ${t.id}`, text: t.definition })),
  ];
}

export function loadLessons(lang: 'en' | 'fr', dir = LESSONS_DIR): { files: LessonFile[]; findings: LessonFinding[] } {
  const folder = join(dir, lang);
  const files: LessonFile[] = [];
  const findings: LessonFinding[] = [];
  if (!existsSync(folder)) return { files, findings };
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    const chapter = name.replace(/\.json$/, '');
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    } catch (error) {
      findings.push({ chapter, lang, message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = lessonFileSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 10)) findings.push({ chapter, lang, message: `invalid at ${issue.path.join('.')}: ${issue.message}` });
      continue;
    }
    if (parsed.data.chapter !== chapter) findings.push({ chapter, lang, message: `file name and "chapter" differ (${parsed.data.chapter})` });
    if (parsed.data.locale !== lang) findings.push({ chapter, lang, message: `"locale" is ${parsed.data.locale}, the folder is ${lang}` });
    files.push(parsed.data);
  }
  return { files, findings };
}

/** Which section each question belongs to: the question's own `section`, else content/lessons/mapping/<chapter>.json. */
function questionSections(dir = LESSONS_DIR): Map<string, { chapter: string; section: string | undefined }> {
  const mapping = new Map<string, string>();
  const mappingDir = join(dir, 'mapping');
  if (existsSync(mappingDir)) {
    for (const name of readdirSync(mappingDir).filter((f) => f.endsWith('.json'))) {
      const data = JSON.parse(readFileSync(join(mappingDir, name), 'utf8')) as Record<string, string>;
      for (const [qid, sectionId] of Object.entries(data)) mapping.set(qid, sectionId);
    }
  }
  const out = new Map<string, { chapter: string; section: string | undefined }>();
  for (const q of loadContentQuestions()) {
    const own = (q as { section?: string }).section;
    out.set(q.id, { chapter: q.chapter, section: own ?? mapping.get(q.id) });
  }
  return out;
}

export function lessonFindings(dir = LESSONS_DIR): LessonFinding[] {
  const findings: LessonFinding[] = [];
  const loaded = Object.fromEntries(LANGS.map((lang) => [lang, loadLessons(lang, dir)])) as Record<'en' | 'fr', ReturnType<typeof loadLessons>>;
  for (const lang of LANGS) findings.push(...loaded[lang].findings);

  // Terms: unique ids per language, every mark names one.
  for (const lang of LANGS) {
    const owner = new Map<string, string>();
    for (const file of loaded[lang].files) {
      for (const t of file.terms) {
        const first = owner.get(t.id);
        if (first) findings.push({ chapter: file.chapter, lang, message: `term ${t.id} is also defined in ${first}` });
        else owner.set(t.id, file.chapter);
      }
    }
    for (const file of loaded[lang].files) {
      for (const { where, text } of allTexts(file)) {
        for (const match of text.matchAll(TERM_MARK)) {
          const termId = match[2] ?? match[1]!.toLowerCase().replace(/\s+/g, '-');
          if (!owner.has(termId)) findings.push({ chapter: file.chapter, lang, message: `${where}: [[${match[1]}${match[2] ? `|${match[2]}` : ''}]] names no glossary term` });
        }
        if (/\[\[|\]\]/.test(text.replace(TERM_MARK, ''))) findings.push({ chapter: file.chapter, lang, message: `${where}: a [[ ]] mark is malformed` });
      }
    }
  }

  // English: our own words, plain language.
  const runs = guideRuns(join(PROJECT_ROOT, '..', 'shared', 'reference', 'discover-canada'));
  for (const file of loaded.en.files) {
    if (runs) {
      for (const { where, text } of allTexts(file)) {
        const run = copiedRun(plainLessonText(text), runs);
        if (run) findings.push({ chapter: file.chapter, lang: 'en', message: `${where}: ten words in a row from the guide: "${run}"` });
      }
    }
    const prose = proseOf(file).map(plainLessonText);
    const grade = median(prose.map(gradeLevel));
    if (grade > LESSON_LIMITS.medianGrade) findings.push({ chapter: file.chapter, lang: 'en', message: `median reading grade ${grade.toFixed(1)} (limit ${LESSON_LIMITS.medianGrade})` });
  }
  for (const lang of LANGS) {
    for (const file of loaded[lang].files) {
      for (const { where, text } of allTexts(file)) {
        const longest = Math.max(0, ...sentenceLengths(plainLessonText(text)));
        if (longest > LESSON_LIMITS.maxSentenceWords) findings.push({ chapter: file.chapter, lang, message: `${where}: a sentence of ${longest} words (limit ${LESSON_LIMITS.maxSentenceWords})` });
      }
    }
  }

  // French mirrors the English structure: same sections, same terms.
  const enByChapter = new Map<string, LessonFile>(loaded.en.files.map((f) => [f.chapter, f]));
  for (const fr of loaded.fr.files) {
    const en = enByChapter.get(fr.chapter);
    if (!en) {
      findings.push({ chapter: fr.chapter, lang: 'fr', message: 'no English lesson for this chapter' });
      continue;
    }
    const ids = (f: LessonFile) => f.sections.map((s) => s.id).join(',');
    if (ids(en) !== ids(fr)) findings.push({ chapter: fr.chapter, lang: 'fr', message: `sections differ from the English: ${ids(fr)} vs ${ids(en)}` });
    const terms = (f: LessonFile) => f.terms.map((t) => t.id).sort().join(',');
    if (terms(en) !== terms(fr)) findings.push({ chapter: fr.chapter, lang: 'fr', message: 'glossary term ids differ from the English' });
  }

  // Every question maps to a section of its chapter; every section has enough questions.
  const sections = questionSections(dir);
  const perSection = new Map<string, number>();
  for (const [qid, { chapter, section }] of sections) {
    const file = enByChapter.get(chapter);
    if (!file) continue;
    if (!section) {
      findings.push({ chapter, message: `question ${qid} names no lesson section` });
      continue;
    }
    if (!file.sections.some((s) => s.id === section)) {
      findings.push({ chapter, message: `question ${qid} names section ${section}, which the chapter does not have` });
      continue;
    }
    perSection.set(`${chapter}/${section}`, (perSection.get(`${chapter}/${section}`) ?? 0) + 1);
  }
  for (const file of loaded.en.files) {
    for (const s of file.sections) {
      const n = perSection.get(`${file.chapter}/${s.id}`) ?? 0;
      if (n < LESSON_LIMITS.minQuestionsPerSection) findings.push({ chapter: file.chapter, message: `section ${s.id} has ${n} question(s) (at least ${LESSON_LIMITS.minQuestionsPerSection})` });
    }
  }
  for (const chapter of GUIDE_CHAPTERS) {
    for (const lang of LANGS) {
      if (!loaded[lang].files.some((f) => f.chapter === chapter) && !loaded[lang].findings.some((f) => f.chapter === chapter)) {
        findings.push({ chapter, lang, message: 'no lesson yet' });
      }
    }
  }
  return findings;
}
