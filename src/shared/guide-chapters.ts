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
