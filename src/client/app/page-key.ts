import { ALL_CATEGORIES, findCategory } from '@shared/categories';
import { chapterOfSlug } from '@shared/guide-chapters';
import { DRILL_MODES } from '../lib/learning/drills';
import { matchPage } from './match-page';
import { ROUND_SIZES, STUDY_MODES } from '../config/paths';

/**
 * What a server render of a URL may depend on: the page's route and the query values its screen
 * reads, each checked and written one way. A URL that means the same page gets the same key (and
 * one cached render); a value no screen of ours makes gets no render at all: the client draws it
 * from the offline shell, exactly as it reads the address.
 */
export type PageKey = { key: string } | { shell: true };

type Canonical = (value: string) => string | null | undefined;

/** A category code or slug, any case: its code; ALL is the default (left out). */
const category: Canonical = (v) => (v.toUpperCase() === ALL_CATEGORIES ? null : findCategory(v)?.code);
/** Question counts the site's own links use. */
const QUESTION_COUNTS = new Set(['5', '10', '15', '20', '25', '30', '40', '50']);
const count: Canonical = (v) => (QUESTION_COUNTS.has(v) ? (v === '20' ? null : v) : undefined);
const oneOf =
  (...values: string[]): Canonical =>
  (v) =>
    values.includes(v) ? v : undefined;

/** Per route path: the query parameters its screen reads. */
const QUERIES: Record<string, Record<string, Canonical>> = {
  '/practice': { category, questions: count, mode: oneOf(...DRILL_MODES), scope: oneOf('last') },
  '/practice-test': { category, questions: count, random: oneOf('true', 'false') },
  '/categories': { filter: category },
  '/flashcards': { category },
  '/study/:categoryCode/:mode': { size: (v) => (v === String(ROUND_SIZES[0]) ? null : ROUND_SIZES.map(String).includes(v) ? v : undefined) },
};
/** Route parameters that must name something that exists. */
const PARAMS: Record<string, Record<string, Canonical>> = {
  '/practice/:category': { category },
  '/study/:categoryCode': { categoryCode: (v) => findCategory(v)?.slug },
  '/study/category/:categoryCode': { categoryCode: (v) => findCategory(v)?.code },
  '/study/:categoryCode/:mode': { categoryCode: (v) => findCategory(v)?.slug, mode: oneOf(...STUDY_MODES) },
  '/learn/:chapter': { chapter: (v) => (chapterOfSlug(v) ? v : undefined) },
};

/** The key of a page URL (its path without the language prefix), or the shell for an address no link of ours makes. */
export function pageKey(pathname: string, search: URLSearchParams): PageKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { route, params } = matchPage(path);
  if (route.notFound) return { key: '/404' };
  let canonicalPath = path;
  const named = PARAMS[route.path];
  if (named) {
    // Written one way (any case of a slug or code is the same page), so spellings share a render.
    canonicalPath = route.path;
    for (const [name, canonical] of Object.entries(named)) {
      const written = canonical(params[name] ?? '');
      if (!written) return { shell: true };
      canonicalPath = canonicalPath.replace(`:${name}`, written);
    }
  }
  const query = new URLSearchParams();
  for (const [name, canonical] of Object.entries(QUERIES[route.path] ?? {})) {
    const value = search.get(name);
    if (value === null) continue;
    const written = canonical(value.trim());
    if (written === undefined) return { shell: true };
    if (written !== null) query.set(name, written);
  }
  const q = query.toString();
  return { key: q ? `${canonicalPath}?${q}` : canonicalPath };
}
