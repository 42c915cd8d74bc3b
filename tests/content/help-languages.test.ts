import { describe, expect, it } from 'vitest';
import { loadContentQuestions } from '../../src/server/db/content';
import { sourceRevision } from '../../src/server/help/source-revision';
import { HELP_LANGS } from '../../src/shared/help-languages';
import { englishLessonHelp, helpLanguageProblems, helpLessonProblems, loadHelpLanguage } from './audit/help-language-checks';
import { loadLessons } from './audit/lesson-checks';

/**
 * Every help language the site ships: each English question translated once, aligned with it
 * (key, options, numbers, names, civic terms, script) and giving nothing away; each lesson
 * section's key points and each glossary term there too.
 */
const english = loadContentQuestions();
const englishLessons = englishLessonHelp(loadLessons('en').files);

describe.each(HELP_LANGS)('the %s help language', (lang) => {
  const files = loadHelpLanguage(lang);

  it('translates every question of the bank, and only those', () => {
    const translated = files.questions.map((q) => q.question.id).sort();
    expect(translated).toEqual(english.map((q) => q.id).sort());
  });

  it('was made from the English as it is now: every question records its revision, so none ships out of date', () => {
    const revisions = new Map(english.map((q) => [q.id, sourceRevision(q)]));
    const stale = files.questions.filter(({ question }) => question.source !== revisions.get(question.id)).map(({ question }) => question.id);
    expect(stale).toEqual([]);
  });

  // About 8 seconds a language on an idle machine; far more beside the other suites on two cores.
  it('passes every check of its questions against the English', { timeout: 180_000 }, () => {
    expect(helpLanguageProblems(lang, english, files)).toEqual([]);
  });

  it('passes every check of its lesson key points and terms', { timeout: 60_000 }, () => {
    expect(helpLessonProblems(lang, englishLessons, files.glossary)).toEqual([]);
  });
});
