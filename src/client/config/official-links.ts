/** Official pages on canada.ca that the site links to. */
export const OFFICIAL_LINKS = {
  guide: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/discover-canada.html',
  test: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship/become-canadian-citizen/citizenship-test.html',
} as const;
