import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

/** Every route of the route table of docs/spec.md, plus an unknown one (404). */
const ROUTES = [
  '/',
  '/practice',
  '/practice/history',
  '/practice-test?questions=5&random=true',
  '/test-results',
  '/study',
  '/categories',
  '/categories?filter=GEO',
  '/study/history',
  '/study/history/practice',
  '/study/history/flashcards',
  '/study/category/GOV',
  '/flashcards',
  '/flashcards?category=SYM',
  '/learn',
  '/learn/canadas-regions',
  '/learn/glossary',
  '/plan',
  '/plan/accuracy',
  '/discover-canada',
  '/test-structure',
  '/external-resources',
  '/resources',
  '/about',
  '/company',
  '/terms',
  '/privacy',
  '/admin',
  '/no-such-page',
];

/** The same learner routes in French (the admin panel stays in English). */
const FRENCH_ROUTES = ROUTES.filter((route) => route !== '/admin').map((route) => (route === '/' ? '/fr' : `/fr${route}`));

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`axe-core on every route (${viewport.name})`, () => {
    test.use({ viewport });
    for (const route of [...ROUTES, ...FRENCH_ROUTES]) {
      test(`${route} has no violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
