/**
 * Every route of the site, named once: `path` is what the router matches, `getHref` builds a
 * link. Links never spell a URL by hand, so a language prefix is added in one place.
 */
type QueryValue = string | number | boolean | undefined | null;

function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export interface PracticeQuery {
  /** A category code (ALL or undefined for every category). */
  category?: string | undefined;
  questions?: number | undefined;
}

export type StudyMode = 'flashcards' | 'practice';
export const STUDY_MODES: readonly StudyMode[] = ['flashcards', 'practice'];
/** Category practice comes in rounds of this many questions (the first is the default). */
export const ROUND_SIZES = [10, 20] as const;

export interface DrillQuery {
  mode: 'weak' | 'missed' | 'due';
  /** Only the last test's questions (missed questions). */
  scope?: 'last' | undefined;
}

export const paths = {
  home: fixed('/'),
  /** The practice test; the canonical link carries its options as query parameters. */
  practice: { path: '/practice', getHref: (query: PracticeQuery | DrillQuery = {}) => withQuery('/practice', { ...query }) },
  /** Older link forms of the same screen (spec route table). */
  practiceCategory: { path: '/practice/:category' },
  practiceTest: {
    path: '/practice-test',
    getHref: (query: PracticeQuery & { random?: boolean } = {}) => withQuery('/practice-test', { ...query }),
  },
  testResults: fixed('/test-results'),
  progress: fixed('/progress'),
  /** The learner's test date, today's plan to it and the pass estimate. */
  plan: fixed('/plan'),
  /** How accurate the pass estimate is: on simulated learners, and from learners' reports. */
  estimateAccuracy: fixed('/plan/accuracy'),
  study: fixed('/study'),
  studyCategory: { path: '/study/:categoryCode', getHref: (slug: string) => `/study/${slug}` },
  /** A topic's flashcards or practice rounds: the mode is in the URL, so Back and reload keep it. */
  studyCategoryMode: {
    path: '/study/:categoryCode/:mode',
    /** The default round size is left out, so each page has one address. */
    getHref: (slug: string, mode: StudyMode, size?: number) => withQuery(`/study/${slug}/${mode}`, { size: size === ROUND_SIZES[0] ? undefined : size }),
  },
  studyCategoryByCode: { path: '/study/category/:categoryCode', getHref: (code: string) => `/study/category/${code}` },
  categories: { path: '/categories', getHref: (filter?: string) => withQuery('/categories', { filter }) },
  flashcards: { path: '/flashcards', getHref: (category?: string) => withQuery('/flashcards', { category }) },
  /** The lessons: every chapter of the guide, a chapter (a section is its heading's anchor), the key terms. */
  learn: fixed('/learn'),
  learnChapter: { path: '/learn/:chapter', getHref: (slug: string, section?: string) => `/learn/${slug}${section ? `#${section}` : ''}` },
  glossary: fixed('/learn/glossary'),
  discoverCanada: fixed('/discover-canada'),
  testStructure: fixed('/test-structure'),
  externalResources: fixed('/external-resources'),
  resources: fixed('/resources'),
  about: fixed('/about'),
  company: fixed('/company'),
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  admin: fixed('/admin'),
} as const;

/** The about page's four sections share one screen (spec route table). */
export const ABOUT_SECTIONS = ['about', 'company', 'terms', 'privacy'] as const;
