import type { Lang } from '@shared/constants';
import type { GuideChapter } from '@shared/guide-chapters';

/**
 * Official and reference pages the site links to, in each language: a French page links to the
 * French version. Parliament and Elections Canada open on their own bilingual entry pages.
 */
const LINKS = {
  en: {
    guide: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/discover-canada.html',
    test: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship/become-canadian-citizen/citizenship-test.html',
    apply: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship/become-canadian-citizen.html',
    parliament: 'https://www.parl.ca',
    elections: 'https://www.elections.ca',
    heritage: 'https://www.canada.ca/en/canadian-heritage.html',
    newcomer: 'https://ircc.canada.ca/english/newcomers/services/index.asp',
    library: 'https://library-archives.canada.ca',
    encyclopedia: 'https://www.thecanadianencyclopedia.ca',
  },
  fr: {
    guide: 'https://www.canada.ca/fr/immigration-refugies-citoyennete/organisation/publications-guides/decouvrir-canada.html',
    test: 'https://www.canada.ca/fr/immigration-refugies-citoyennete/services/citoyennete-canadienne/devenir-citoyen-canadien/examen-citoyennete.html',
    apply: 'https://www.canada.ca/fr/immigration-refugies-citoyennete/services/citoyennete-canadienne/devenir-citoyen-canadien.html',
    parliament: 'https://www.parl.ca',
    elections: 'https://www.elections.ca',
    heritage: 'https://www.canada.ca/fr/patrimoine-canadien.html',
    newcomer: 'https://ircc.canada.ca/francais/nouveaux/services/index.asp',
    library: 'https://bibliotheque-archives.canada.ca',
    encyclopedia: 'https://www.encyclopediecanadienne.ca',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type OfficialLink = keyof (typeof LINKS)['en'];

export const officialLinks = (lang: Lang) => LINKS[lang];

/** Each chapter of *Discover Canada* read online on canada.ca (English; see decision 041 for French). */
const GUIDE_CHAPTER_PAGES: Record<GuideChapter, string> = {
  '00-applying-for-citizenship': 'applying-citizenship',
  '01-rights-and-responsibilities': 'rights-responsibilities-citizenship',
  '02-who-we-are': 'who-are-canadians',
  '03-canadas-history': 'canadas-history',
  '04-modern-canada': 'modern-canada',
  '05-how-canadians-govern-themselves': 'how-canadians-govern-themselves',
  '06-federal-elections': 'federal-elections',
  '07-justice-system': 'justice-system',
  '08-canadian-symbols': 'canadian-symbols',
  '09-canadas-economy': 'canadas-economy',
  '10-canadas-regions': 'canadas-regions',
};

/**
 * A chapter of the official guide: its own page in English; French readers get the French guide's
 * contents page, as we have no checked list of its chapter addresses (a wrong link would be worse).
 */
export const guideChapterLink = (lang: Lang, chapter: GuideChapter): string =>
  lang === 'en' ? `${LINKS.en.guide.replace(/\.html$/, '')}/read-online/${GUIDE_CHAPTER_PAGES[chapter]}.html` : LINKS[lang].guide;
