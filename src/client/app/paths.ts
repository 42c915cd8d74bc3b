/** Every route of the site, named once. */
export const paths = {
  home: '/',
  practice: '/practice',
  practiceCategory: (category: string) => `/practice/${category}`,
  practiceTest: '/practice-test',
  testResults: '/test-results',
  study: '/study',
  studyCategory: (slugOrCode: string) => `/study/${slugOrCode}`,
  studyCategoryByCode: (code: string) => `/study/category/${code}`,
  categories: '/categories',
  flashcards: '/flashcards',
  discoverCanada: '/discover-canada',
  testStructure: '/test-structure',
  externalResources: '/external-resources',
  resources: '/resources',
  about: '/about',
  company: '/company',
  terms: '/terms',
  privacy: '/privacy',
  admin: '/admin',
} as const;

export const OFFICIAL_LINKS = {
  guide: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/discover-canada.html',
  test: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship/become-canadian-citizen/citizenship-test.html',
} as const;
