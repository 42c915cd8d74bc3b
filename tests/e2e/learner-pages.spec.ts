import { openInApp } from './support/navigate';
import { expect, test } from './support/test';

test.describe('landing page', () => {
  test('shows live figures, the category grid and the calls to action', async ({ page }) => {
    const stats = page.waitForResponse('**/api/questions/stats');
    await openInApp(page, '/');
    const total = (await (await stats).json()).totalQuestions as number;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass your Canadian citizenship test with confidence');
    const figures = page.getByRole('definition');
    await expect(figures.nth(0)).toHaveText(`${total}+`);
    await expect(figures.nth(1)).toHaveText('6');
    await expect(figures.nth(2)).toHaveText('20');
    await expect(page.getByText('Question 1 of 20')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start practice test' }).first()).toHaveAttribute('href', '/practice');
    await expect(page.getByRole('link', { name: 'Study materials' })).toHaveAttribute('href', '/study');
    for (const feature of ['Real test format', 'Official content', 'Track progress', 'Detailed explanations']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Canadian History' }).first().click();
    await expect(page).toHaveURL('/study/history');
  });

  test('falls back to cached figures when the API fails', async ({ page }) => {
    await page.route('**/api/categories', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/api/questions/stats', (route) => route.abort());
    await openInApp(page, '/');
    await expect(page.getByText('Unable to load latest data. Using cached information.')).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('680+');
    await expect(page.getByText('180 questions')).toBeVisible();
    await expect(page.getByText('50 questions')).toBeVisible();
  });
});

test.describe('study overview', () => {
  test('links every quick option and category, with estimates', async ({ page }) => {
    await page.goto('/study');
    await expect(page.getByRole('heading', { level: 1, name: 'Study materials' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Full practice test/ })).toHaveAttribute('href', '/practice-test');
    await expect(page.getByRole('link', { name: /^Flashcards/ }).first()).toHaveAttribute('href', '/flashcards');
    await expect(page.getByRole('link', { name: /Discover Canada topics/ })).toHaveAttribute('href', '/discover-canada');
    await expect(page.getByRole('link', { name: /Quick quiz/ })).toHaveAttribute('href', '/practice-test?questions=5&random=true');
    // Practice from a topic card is the topic's rounds with explanations, the same as on the topic's own page.
    await expect(page.getByRole('link', { name: 'Practice questions: Government' })).toHaveAttribute('href', '/study/government/practice');
    await expect(page.getByRole('link', { name: 'Study: Government' })).toHaveAttribute('href', '/study/category/GOV');
    await expect(page.getByText(/About .* to study · \d+ practice sessions/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/categories');
    await expect(page.getByRole('link', { name: 'Go to the practice test' })).toHaveAttribute('href', '/practice');
    await expect(page.locator('a[href^="https://www.canada.ca"]').first()).toBeVisible();
  });

  test('shows mastery from answers, overall and per category', async ({ page }) => {
    const categories = ((await (await page.request.get('/api/categories')).json()) as { data: { code: string; name: string; total_questions: number }[] }).data;
    const gov = ((await (await page.request.get('/api/questions?category=GOV&limit=20')).json()) as { data: { id: string; correct_answer: number }[] }).data;
    const now = Date.now();
    const answers = gov.map((q) => ({ id: q.id, category: 'GOV', ok: true, choice: q.correct_answer, at: now, mode: 'test' }));
    const file = { format: 'canadian-citizenship-test-progress', version: 2, exportedAt: new Date(now).toISOString(), progress: { answers, history: [], memory: {}, lastResult: null, goal: { testDate: null }, cardMarks: {}, studyProgress: {} } };
    await page.goto('/progress');
    await expect(page.getByTestId('progress-ready')).toBeVisible();
    await page.getByTestId('import-file').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(page.getByText('Progress imported')).toBeVisible();

    await page.goto('/study');
    const total = categories.reduce((n, c) => n + c.total_questions, 0);
    const govTotal = categories.find((c) => c.code === 'GOV')!.total_questions;
    const [overall, ...perTopic] = await page.getByTestId('seen-and-right').all();
    await expect(overall!).toContainText(`All ${total} questions`);
    await expect(overall!).toContainText(`20 right last time${total - 20} not seen yet`);
    const govCard = page.getByRole('article').filter({ hasText: 'Government' }).getByTestId('seen-and-right');
    await expect(govCard).toHaveText(`20 right last time${govTotal - 20} not seen yet`);
    expect(perTopic.length).toBe(6);
  });

  test('uses the study fallback counts when categories fail', async ({ page }) => {
    await page.route('**/api/categories', (route) => route.abort());
    await openInApp(page, '/study');
    await expect(page.getByText('Unable to load latest data. Using cached information.')).toBeVisible();
    await expect(page.getByText('150 questions', { exact: true })).toBeVisible();
  });
});

test.describe('categories', () => {
  test('lists six categories with study and practice links', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Study: Geography' })).toHaveAttribute('href', '/study/geography');
    await expect(page.getByRole('link', { name: 'Practice: Geography' })).toHaveAttribute('href', '/practice?category=GEO');
    for (const [name, href] of [['Full practice test', '/practice'], ['Flashcards', '/flashcards'], ['Study overview', '/study']] as const) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('filters to one category and shows all again', async ({ page }) => {
    await page.goto('/categories?filter=SYM');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('Showing one topic: Symbols & Culture')).toBeVisible();
    await page.getByRole('link', { name: 'Show all categories' }).click();
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('shows the error with Try again, which recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/categories', (route) => (fail ? route.abort() : route.continue()));
    await openInApp(page, '/categories');
    await expect(page.getByText('Failed to load categories. Please try again.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article')).toHaveCount(6);
  });
});

test('study guide topic cards lead to filtered categories', async ({ page }) => {
  await page.goto('/discover-canada');
  const links = page.getByRole('link', { name: /^Practise this topic/ });
  await expect(links).toHaveCount(6);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['HIS', 'GOV', 'RIG', 'GEO', 'SYM', 'ECO'].map((c) => `/categories?filter=${c}`));
  await expect(page.getByRole('heading', { name: 'Study tips that work' })).toBeVisible();
});

test('test structure explains the real test accurately', async ({ page }) => {
  await page.goto('/test-structure');
  await expect(page.getByRole('heading', { level: 1, name: 'How the citizenship test works' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('20');
  await expect(main).toContainText('45 min');
  await expect(main).toContainText('correct answers to pass (75%)');
  await expect(main).toContainText('in English or French');
  await expect(main).toContainText('Choose Real test mode for the real 45 minutes');
});

test('resources pages list external links by group', async ({ page }) => {
  for (const path of ['/external-resources', '/resources']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Study resources' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
    const external = page.getByRole('main').locator('a[target="_blank"]');
    await expect(external).toHaveCount(9);
    for (const rel of await external.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) expect(rel).toContain('noopener');
  }
});

test('about, company, terms and privacy show the same page at the right section', async ({ page }) => {
  for (const [path, section] of [['/about', 'About the creator'], ['/company', 'Our vision'], ['/terms', 'Terms of service'], ['/privacy', 'Privacy policy']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
    await expect(page.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'location');
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeInViewport();
  }
});
