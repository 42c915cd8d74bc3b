import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { readRecordAttempts } from './support/learner-storage';
import { waitForHydration } from './support/navigate';
import { installOfflineApp } from './support/offline';
import { fakeSpeech, spoken, spokenTexts } from './support/fake-speech';

interface ServedQuestion {
  id: string;
  question: string;
  correct_answer: number;
  type: 'multiple-choice' | 'true-false';
  lesson?: { chapter: string; section: string } | null;
}

const wrong = (q: ServedQuestion) => (q.correct_answer + 1) % (q.type === 'true-false' ? 2 : 4);

/** The section of a chapter page, by its heading. */
const sectionOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: false }).filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('a section read and checked: three questions answered in place, recorded, and seen on /learn and /progress', async ({ page }) => {
  await page.goto('/learn/justice-system');
  await waitForHydration(page);
  const section = sectionOf(page, 'A fair justice system');
  await expect(section.getByRole('heading', { level: 3, name: /Check yourself/ })).toBeVisible();

  const served = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.url().includes('ids='));
  await section.getByRole('button', { name: 'Check yourself' }).click();
  const questions = ((await (await served).json()) as { data: ServedQuestion[] }).data;
  expect(questions).toHaveLength(3);
  for (const q of questions) expect(q.lesson).toEqual({ chapter: '07-justice-system', section: 'fair-justice' });

  // Two right, one wrong: each shows its verdict and explanation at once, without a link back to the lesson it is in.
  const cards = section.getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Answer options' }) });
  await expect(cards).toHaveCount(3);
  for (const [i, q] of questions.entries()) {
    await cards.nth(i).getByRole('list', { name: 'Answer options' }).getByRole('button').nth(i < 2 ? q.correct_answer : wrong(q)).click();
    await expect(cards.nth(i).getByTestId('practice-feedback')).toContainText(i < 2 ? 'Correct' : 'Not quite');
    await expect(cards.nth(i).getByTestId('practice-feedback')).toContainText('Explanation');
  }
  await expect(section.getByTestId('learn-this')).toHaveCount(0);
  await expect(cards.first().getByRole('link', { name: 'In the official guide' })).toHaveAttribute('href', /read-online\/justice-system\.html$/);

  await section.getByRole('button', { name: 'Mark this section as read' }).click();
  await expect(section.getByTestId('section-read')).toHaveText('Read');
  await expect(page.getByRole('navigation', { name: 'In this chapter' })).toContainText('1 of 5 sections read');

  await expect.poll(async () => (await readRecordAttempts<{ mode: string; questionId: string; ok: boolean }>(page, 'answer')).filter((a) => a.mode === 'lesson').map((a) => [a.questionId, a.ok])).toEqual(questions.map((q, i) => [q.id, i < 2]));
  await expect.poll(async () => (await readRecordAttempts<{ chapter: string; section: string }>(page, 'read')).map((r) => `${r.chapter}/${r.section}`)).toEqual(['07-justice-system/fair-justice']);

  await page.goto('/learn');
  await waitForHydration(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'The justice system' }) });
  await expect(card).toContainText('1 read');
  await expect(card.getByTestId('seen-and-right')).toContainText('2 right last time');
  await expect(card.getByTestId('seen-and-right')).toContainText('1 to look at again');

  await page.goto('/progress');
  await waitForHydration(page);
  await expect(page.getByTestId('lessons-read')).toContainText('You have read 1 lesson section.');
  await expect(page.getByRole('region', { name: 'Your topics' })).toContainText('2 right last time');
});

test('"Learn this" in a results review opens the section that teaches the question, and Back returns to the results', async ({ page }) => {
  await page.goto('/practice-test?questions=5&random=true');
  await waitForHydration(page);
  const served = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await served).json()) as { data: ServedQuestion[] }).data;
  for (const [index, q] of questions.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: q.question })).toBeVisible();
    await page.getByRole('radio').nth(wrong(q)).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page).toHaveURL('/test-results');
  const taught = questions.findIndex((q) => q.lesson);
  expect(taught).toBeGreaterThanOrEqual(0);
  const lesson = questions[taught]!.lesson!;
  const item = page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem').nth(taught);
  await expect(item.getByRole('link', { name: 'In the official guide' })).toHaveAttribute('href', /discover-canada\/read-online\/[a-z-]+\.html$/);
  await item.getByRole('link', { name: 'Learn this' }).click();

  await expect(page).toHaveURL(new RegExp(`/learn/${lesson.chapter.slice(3)}#${lesson.section}$`));
  await expect(page.locator(`h2[id="${lesson.section}"]`)).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL('/test-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible();
});

test('a key term shows its definition from the keyboard, and Escape closes it', async ({ page }) => {
  await page.goto('/learn/justice-system');
  await waitForHydration(page);
  const term = page.getByRole('button', { name: 'due process' }).first();
  await expect(term).toHaveAttribute('aria-expanded', 'false');
  await term.focus();
  await page.keyboard.press('Enter');
  await expect(term).toHaveAttribute('aria-expanded', 'true');
  const definition = page.locator(`[id="${await term.getAttribute('aria-controls')}"]`);
  await expect(definition).toBeVisible();
  await expect(definition).toContainText('Due process:');
  await page.keyboard.press('Escape');
  await expect(definition).toBeHidden();
  await expect(term).toBeFocused();
  await expect(term).toHaveAttribute('aria-expanded', 'false');

  // A term taught in another section links there from its definition; Escape from the link closes it too.
  const elsewhere = page.getByRole('button', { name: 'rule of law', exact: true }).first();
  await elsewhere.focus();
  await page.keyboard.press('Enter');
  const link = page.locator(`[id="${await elsewhere.getAttribute('aria-controls')}"]`).getByRole('link', { name: 'Where this is taught' });
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(elsewhere).toBeFocused();
  await expect(link).toBeHidden();
});

test('the glossary filters its terms as the learner types, accents or not, and links each to its lesson', async ({ page }) => {
  await page.goto('/fr/learn/glossary');
  await waitForHydration(page);
  const entries = page.locator('dl > div');
  expect(await entries.count()).toBeGreaterThanOrEqual(150);
  await page.getByLabel('Chercher un terme').fill('presomption');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Présomption d'innocence");
  await entries.first().getByRole('link').click();
  await expect(page).toHaveURL('/fr/learn/justice-system#fair-justice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le système de justice');
});

test('a chapter has no axe violations with a definition and a check open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/learn/justice-system');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'application régulière de la loi' }).first().click();
  await page.getByRole('button', { name: 'Vérifier mes connaissances' }).first().click();
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Choix de réponses' }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a lesson and the key terms open offline after one visit', async ({ page, context }) => {
    await page.goto('/learn/justice-system');
    await installOfflineApp(page);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('lessons')).keys()).map((r) => new URL(r.url).pathname).sort()), { timeout: 20_000 })
      .toEqual(['/api/glossary', '/api/lessons', '/api/lessons/justice-system']);

    await context.setOffline(true);
    await page.goto('/learn/justice-system');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The justice system');
    await expect(page.getByRole('heading', { level: 2, name: /A fair justice system/ })).toBeVisible();
    await page.goto('/learn/glossary');
    await expect(page.getByText('Presumption of innocence').first()).toBeVisible();
    await page.goto('/learn');
    await expect(page.getByRole('link', { name: "Canada's regions" })).toBeVisible();
  });
});

test('Listen reads a lesson section in order, key terms as their words, then what to remember, in the page language', async ({ page }) => {
  await fakeSpeech(page, { utteranceMs: 20 });
  await page.goto('/fr/learn/justice-system');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: '1. Une justice équitable', exact: true });
  await section.getByRole('button', { name: 'Écouter', exact: true }).click();
  await expect.poll(async () => (await spokenTexts(page)).length, { timeout: 15_000 }).toBeGreaterThan(8);
  const texts = await spokenTexts(page);
  expect(texts[0]).toBe('Une justice équitable');
  expect(texts.join(' ')).not.toContain('[[');
  expect(texts).toContain('À retenir');
  expect(new Set((await spoken(page)).map((u) => u.lang))).toEqual(new Set(['fr-CA']));
});
