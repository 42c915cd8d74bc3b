/** Chapters of the study guide *Discover Canada*, in its order, by their file names in the reference folder. */
export const GUIDE_CHAPTERS = [
  '00-applying-for-citizenship',
  '01-rights-and-responsibilities',
  '02-who-we-are',
  '03-canadas-history',
  '04-modern-canada',
  '05-how-canadians-govern-themselves',
  '06-federal-elections',
  '07-justice-system',
  '08-canadian-symbols',
  '09-canadas-economy',
  '10-canadas-regions',
] as const;

export type GuideChapter = (typeof GUIDE_CHAPTERS)[number];

/** A chapter's address on the site: its file name without the number (`07-justice-system` → `justice-system`). */
export const chapterSlug = (chapter: GuideChapter): string => chapter.slice(3);

/** The chapter an address names, if any. */
export const chapterOfSlug = (slug: string): GuideChapter | undefined => GUIDE_CHAPTERS.find((c) => chapterSlug(c) === slug);
