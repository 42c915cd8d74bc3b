import { sample } from '../../shared/rules/sampling.js';
import type { ContentSource } from '../../shared/page-render.js';
import type { Lang } from '../../shared/constants.js';
import type { LocaleBank } from '../modules/questions/question-bank.js';
import { lessonLibrary } from '../lessons/lesson-library.js';

/** The in-memory bank as a server render reads it (the same records the API sends). */
export function contentSource(bank: LocaleBank, lang: Lang): ContentSource {
  const lessons = lessonLibrary().locales[lang];
  return {
    lang,
    categories: () => bank.categories,
    stats: () => bank.stats,
    questionsOf: (category) => (bank.byCategory.get(category as never) ?? []).map((q) => q.record),
    sampleQuestions: (category, count) => sample(category === 'ALL' ? bank.all : (bank.byCategory.get(category as never) ?? []), count).map((q) => q.record),
    lessonIndex: () => lessons.index,
    lesson: (slug) => lessons.chapters.get(slug)?.chapter,
    glossary: () => lessons.glossary,
  };
}
