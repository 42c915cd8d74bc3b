import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { waitForHydration } from './support/navigate';

interface ServedQuestion {
  id: string;
  question: string;
  correct_answer: number;
  type: 'multiple-choice' | 'true-false';
  lang?: 'en' | 'fr';
}

async function startFrenchTest(page: Page): Promise<ServedQuestion[]> {
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: "Commencer l'examen" }).click();
  const served = await response;
  expect(new URL(served.url()).searchParams.get('lang')).toBe('fr');
  const body = (await served.json()) as { data: ServedQuestion[] };
  await expect(page.getByText(`Question 1 sur ${body.data.length}`, { exact: true })).toBeVisible();
  return body.data;
}

const wrong = (q: ServedQuestion) => (q.correct_answer + 1) % (q.type === 'true-false' ? 2 : 4);

test.describe('the site in French', () => {
  test('a whole practice test in French, from /fr/practice to the results', async ({ page }) => {
    await page.goto('/fr/practice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle(/Examen d'entraînement/);
    await expect(page.getByRole('heading', { level: 1, name: "Examen d'entraînement" })).toBeVisible();

    const questions = await startFrenchTest(page);
    expect(questions).toHaveLength(20);
    // The French bank is complete: every question served in French.
    expect(questions.every((q) => q.lang === 'fr')).toBe(true);
    for (const [index, question] of questions.entries()) {
      await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
      await page.getByRole('radio').nth(index < 16 ? question.correct_answer : wrong(question)).check();
      await page.getByRole('button', { name: index === questions.length - 1 ? "Terminer l'examen" : 'Suivant' }).click();
    }

    await expect(page).toHaveURL('/fr/test-results');
    await expect(page.getByRole('heading', { level: 1, name: "Résultats de l'examen" })).toBeVisible();
    await expect(page.getByTestId('score')).toHaveText(/^80\s?%$/);
    await expect(page.getByText('Bonnes réponses\u00a0: 16 sur 20')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vous avez réussi!' })).toBeVisible();
    const review = page.getByRole('region', { name: 'Revoir vos réponses' }).getByRole('listitem');
    await expect(review).toHaveCount(20);
    await expect(review.nth(0)).toContainText(questions[0]!.question);
    await expect(review.nth(19)).toContainText('Mauvaise réponse');
  });

  test('switching language mid-test keeps the questions, the order and the answers', async ({ page }) => {
    await page.goto('/practice?questions=5');
    await waitForHydration(page);
    const response = page.waitForResponse((r) => r.url().includes('/api/questions?'));
    await page.getByRole('button', { name: 'Start practice test' }).click();
    const english = ((await (await response).json()) as { data: ServedQuestion[] }).data;
    await page.getByRole('radio').nth(wrong(english[0]!)).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio').nth(english[1]!.correct_answer).check();

    const texts = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.url().includes('lang=fr'));
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/practice?questions=5');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const french = ((await (await texts).json()) as { data: ServedQuestion[] }).data;
    expect(french.map((q) => q.id).sort()).toEqual(english.map((q) => q.id).sort());

    // Still question 2, still answered, now in French.
    await expect(page.getByText('Question 2 sur 5', { exact: true })).toBeVisible();
    const second = french.find((q) => q.id === english[1]!.id)!;
    await expect(page.getByRole('heading', { level: 2, name: second.question })).toBeVisible();
    await expect(page.getByRole('radio').nth(english[1]!.correct_answer)).toBeChecked();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByRole('radio').nth(wrong(english[0]!))).toBeChecked();

    // And back: the same test in English.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/practice?questions=5');
    await expect(page.getByRole('heading', { level: 2, name: english[0]!.question })).toBeVisible();
    await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible();
  });

  test('"See in French" shows one question in the other language in place', async ({ page }) => {
    await page.goto('/practice?questions=5');
    await waitForHydration(page);
    const response = page.waitForResponse((r) => r.url().includes('/api/questions?'));
    await page.getByRole('button', { name: 'Start practice test' }).click();
    const [first] = ((await (await response).json()) as { data: ServedQuestion[] }).data;
    const toggle = page.getByRole('button', { name: 'See in French' });
    const texts = page.waitForResponse((r) => r.url().includes(`ids=${first!.id}`) && r.url().includes('lang=fr'));
    await toggle.click();
    const [french] = ((await (await texts).json()) as { data: ServedQuestion[] }).data;
    const heading = page.getByRole('heading', { level: 2, name: french!.question });
    await expect(heading).toBeVisible();
    await expect(page.locator('[lang="fr"]').getByRole('heading', { level: 2 })).toHaveText(french!.question);
    // The label says what a press does now; the page itself stays in English.
    await expect(toggle).toBeHidden();
    const back = page.getByRole('button', { name: 'Back to English' });
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await back.click();
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: first!.question })).toBeVisible();
  });

  test('"Voir en anglais" on a French flashcard', async ({ page }) => {
    await page.goto('/fr/flashcards?category=GEO');
    await waitForHydration(page);
    const card = page.getByTestId('flashcard-question');
    const frenchText = await card.locator('p[class*="question"]').first().innerText();
    await card.getByRole('button', { name: 'Voir en anglais' }).click();
    await expect(card.locator('[lang="en"]').first()).toBeVisible();
    await expect(card.locator('p[class*="question"]').first()).not.toHaveText(frenchText);
  });

  const SWITCH_ROUTES = ['/', '/practice', '/practice?category=GEO', '/test-structure', '/study', '/study/history', '/study/category/GOV', '/categories?filter=GEO', '/flashcards?category=SYM', '/progress', '/discover-canada', '/resources', '/external-resources', '/about', '/company', '/terms', '/privacy', '/no-such-page'];
  // One test per route: eighteen round trips in one test outlast its time limit on a loaded machine.
  for (const route of SWITCH_ROUTES) {
    test(`the switch on ${route} lands on the same page in the other language, and back`, async ({ page }) => {
      const french = route === '/' ? '/fr' : `/fr${route}`;
      await page.goto(route);
      await waitForHydration(page);
      const englishTitle = await page.title();
      const englishHeading = await page.getByRole('heading', { level: 1 }).innerText();
      const link = page.getByRole('banner').getByRole('link', { name: 'Français' });
      await expect(link, route).toHaveAttribute('href', french);
      await expect(link).toHaveAttribute('hreflang', 'fr');
      await link.click();
      await expect(page, route).toHaveURL(french);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      // The landing page's title is the brand, the same in both languages.
      if (route !== '/') await expect.poll(() => page.title(), { message: route }).not.toBe(englishTitle);
      await expect(page.getByRole('heading', { level: 1 }), route).not.toHaveText(englishHeading);

      await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
      await expect(page, route).toHaveURL(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      await expect.poll(() => page.title(), { message: route }).toBe(englishTitle);
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(englishHeading);
    });
  }

  test('a French page opened directly is French from the first HTML, with French category names', async ({ page }) => {
    await page.goto('/fr/study');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Study/);
    await expect(page.getByText('Droits et responsabilités').first()).toBeVisible();
    const links = await page.locator('a[href*="canada.ca"]').evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href.includes('canada.ca/fr/'))).toBe(true);
  });

  test('a remembered choice offers French on an English page, without redirecting', async ({ page }) => {
    await page.goto('/fr/study');
    await waitForHydration(page);
    await page.goto('/study');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/study');
    await page.goto('/practice');
    await waitForHydration(page);
    await expect(page).toHaveURL('/practice');
    const offer = page.getByRole('complementary', { name: 'Ce site existe aussi en français.' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'Voir cette page en français' }).click();
    await expect(page).toHaveURL('/fr/practice');
    await expect(offer).toHaveCount(0);
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-CA' });
    test('a first visit is offered French, and can stay in English', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const offer = page.getByRole('complementary', { name: 'Ce site existe aussi en français.' });
      await expect(offer).toBeVisible();
      expect(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
      await offer.getByRole('button', { name: 'Rester en anglais' }).click();
      await expect(offer).toHaveCount(0);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('complementary', { name: 'Ce site existe aussi en français.' })).toHaveCount(0);
    });
  });
});
