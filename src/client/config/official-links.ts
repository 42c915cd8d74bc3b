import type { Lang } from '@shared/constants';

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
