import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishWordsIn, typographyProblems } from '../../src/server/db/translations.js';

/** Every UI catalogue folder: locales/en.json beside its French locales/fr.json. */
function catalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogues(path);
    return name === 'en.json' && dir.endsWith('locales') ? [dir] : [];
  });
}

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

// The admin panel stays in English (decision 018); every learner screen has French strings.
const FOLDERS = catalogues('src/client').filter((dir) => !dir.includes('features/admin'));
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
/** Words spelled the same in both languages, and the brand: a string of nothing else may stay as it is. */
const SHARED_WORDS = new Set(['question', 'questions', 'standard', 'menu', 'quiz', 'total', 'date', 'note', 'section', 'sections', 'type', 'canada', 'citizenship', 'test', 'prep', 'min', 'h']);
const sharedOnly = (text: string) => (text.replace(/{{\w+}}/g, ' ').toLowerCase().match(/[a-zà-ÿ]+/g) ?? []).every((word) => SHARED_WORDS.has(word));

describe.each(FOLDERS)('%s', (dir) => {
  const en = new Map(flatten(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')) as Tree));
  const fr = new Map(flatten(JSON.parse(readFileSync(join(dir, 'fr.json'), 'utf8')) as Tree));

  it('has every English key in French, and nothing else (plural forms aside)', () => {
    const plural = (key: string) => key.replace(/_many$/, '_other');
    expect([...en.keys()].filter((key) => !fr.has(key))).toEqual([]);
    expect([...fr.keys()].filter((key) => !en.has(plural(key)))).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const lost = [...en].filter(([key, text]) => fr.has(key) && placeholders(fr.get(key)!).join() !== placeholders(text).join());
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it('is French, with fr-CA typography', () => {
    const english = [...fr].filter(([key, text]) => text === en.get(key) && !sharedOnly(text));
    expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    expect([...fr].filter(([, text]) => englishWordsIn(text).length >= 2).map(([key]) => key)).toEqual([]);
    expect([...fr].flatMap(([key, text]) => typographyProblems(text).map((p) => `${key}: ${p}`))).toEqual([]);
  });
});

it('finds the catalogues', () => {
  expect(FOLDERS.length).toBeGreaterThanOrEqual(12);
  expect(FOLDERS.every((dir) => dirname(dir).length > 0)).toBe(true);
});
