import { expect, test, type Page } from './support/test';
import { waitForHydration } from './support/navigate';
import { fakeSpeech, spoken } from './support/fake-speech';
import { installOfflineApp, storedBankVersion } from './support/offline';

/** The help packs the page asked for, by language. */
function packRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/help\/([\w-]+)$/.exec(new URL(request.url()).pathname);
    if (match) asked.push(match[1]!);
  });
  return asked;
}

test('Punjabi chosen once on a flashcard: the card in Gurmukhi with the same letters, kept on the device, only its pack downloaded', async ({ page }) => {
  const asked = packRequests(page);
  await page.goto('/flashcards');
  await waitForHydration(page);
  const front = page.getByTestId('flashcard-question');
  await front.getByRole('button', { name: 'Help language' }).click();
  await front.getByRole('button', { name: /ਪੰਜਾਬੀ/ }).click();
  const panel = front.getByTestId('help-translation');
  const body = panel.locator('[lang="pa"][dir="ltr"]');
  await expect(body.locator('p').first()).toHaveText(/\p{Script=Gurmukhi}/u);
  await expect(body.getByRole('listitem')).toHaveCount(await front.locator('ol').first().locator(':scope > li').count());
  await expect(body.locator('bdi')).toHaveText(['A', 'B', 'C', 'D'].slice(0, await body.locator('bdi').count()));
  expect(asked).toEqual(['pa']);

  // Flipped, the translation stays open and adds the explanation and the memory device, in Punjabi.
  await page.getByRole('button', { name: 'Show answer' }).click();
  const back = page.getByTestId('flashcard-answer');
  await expect(back.getByTestId('help-translation').locator('[lang="pa"] p')).toHaveCount(5);
  await back.getByRole('button', { expanded: true }).click();
  await expect(back.getByTestId('help-translation')).toBeHidden();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('flashcard-question').getByRole('button', { expanded: false }).filter({ hasText: /\p{Script=Gurmukhi}/u })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('help-language'))).toBe('"pa"');
});

test('Arabic reads right to left, letters at the start of each option; a results review shows it too; the test screen never offers it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('help-language', '"ar"'));
  await page.goto('/practice-test?questions=5&random=true');
  await waitForHydration(page);
  const served = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await served).json()) as { data: { question: string }[] }).data;
  for (const [index, q] of questions.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: q.question })).toBeVisible();
    // The test itself has no translation control (as on the real test).
    await expect(page.getByRole('main').getByRole('button', { name: /عرض بالعربية|Help language/ })).toHaveCount(0);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page).toHaveURL('/test-results');
  const item = page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem').first();
  await item.getByRole('button', { name: 'عرض بالعربية' }).click();
  const body = item.getByTestId('help-translation').locator('[lang="ar"][dir="rtl"]');
  await expect(body.locator('p').first()).toHaveText(/\p{Script=Arabic}/u);
  await expect(body).toContainText('الشرح');
  // Right to left: each option's letter is at its right-hand start.
  const option = body.getByRole('listitem').first();
  const letter = await option.locator('bdi').boundingBox();
  const text = await option.locator('span').boundingBox();
  expect(letter!.x).toBeGreaterThan(text!.x);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the chosen language works offline once its pack has been used', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('help-language', '"es"'));
    await page.goto('/flashcards');
    await installOfflineApp(page);
    const front = page.getByTestId('flashcard-question');
    await front.getByRole('button', { name: 'Ver en español' }).click();
    await expect(front.getByTestId('help-translation').locator('[lang="es"] p').first()).not.toBeEmpty();
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('lessons')).keys()).some((r) => r.url.endsWith('/api/help/es')))).toBe(true);
    // Offline, the deck is drawn from the device's copy of the bank, stored in the background after a first visit.
    await expect.poll(() => storedBankVersion(page, 'en'), { timeout: 20_000 }).not.toBeNull();

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('flashcard-question').getByRole('button', { name: 'Ver en español' }).click();
    await expect(page.getByTestId('flashcard-question').getByTestId('help-translation').locator('[lang="es"] p').first()).not.toBeEmpty();
  });
});

test("a lesson section's key points in Urdu, right to left, beside the English", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('help-language', '"ur"'));
  await page.goto('/learn/justice-system');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: '1. A fair justice system', exact: true });
  await section.getByRole('button', { name: 'اردو میں دکھائیں' }).click();
  const points = section.getByTestId('help-translation').locator('[lang="ur"][dir="rtl"] li');
  await expect(points).toHaveCount(5);
  await expect(points.first()).toHaveText(/\p{Script=Arabic}/u);
});

test('the glossary shows every key term in Hindi under its definition, once the learner asks', async ({ page }) => {
  await page.goto('/learn/glossary');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Help language' }).click();
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  const translated = page.locator('dd[lang="hi"]');
  await expect(translated.first()).toHaveText(/\p{Script=Devanagari}/u);
  expect(await translated.count()).toBeGreaterThanOrEqual(150);
  await page.getByLabel('Find a term').fill('senate');
  await expect(translated).toHaveCount(await page.locator('dl > div').count());
});

test("the header's globe menu chooses the help language for the whole site; the phone's menu offers the same, and None turns it off", async ({ page }) => {
  await page.goto('/study');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Help language' }).click();
  const menu = header.getByRole('list', { name: 'Help language' });
  await expect(menu.getByRole('button', { pressed: true })).toHaveText('None');
  await menu.getByRole('button', { name: /Tagalog/ }).click();
  await expect(menu).toBeHidden();
  await expect(header.getByRole('button', { name: 'Help language: Tagalog' })).toBeFocused();

  // Every card now offers Tagalog, in Tagalog.
  await page.goto('/flashcards');
  await waitForHydration(page);
  await page.getByTestId('flashcard-question').getByRole('button', { name: 'Ipakita sa Tagalog' }).click();
  await expect(page.getByTestId('flashcard-question').getByTestId('help-translation').locator('[lang="tl"] p').first()).not.toBeEmpty();

  // On a phone the choice is a section of the menu, in the page's language.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/study');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog').getByRole('list', { name: "Langue d'aide" });
  await expect(drawer.getByRole('button', { pressed: true })).toContainText('Tagalog');
  await drawer.getByRole('button', { name: 'Aucune' }).click();
  await expect(drawer.getByRole('button', { name: 'Aucune' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('help-language'))).toBeNull();
});

test('a review drill shows the help language after each checked answer, and reads it aloud with a voice of that language', async ({ page }) => {
  await fakeSpeech(page, {
    voices: [
      { name: 'Samantha', lang: 'en-US', voiceURI: 'fake:samantha', localService: true, default: true },
      { name: 'Mónica', lang: 'es-ES', voiceURI: 'fake:monica', localService: true, default: false },
    ],
  });
  await page.addInitScript(() => localStorage.setItem('help-language', '"es"'));
  // Three questions answered wrong make the drill.
  await page.goto('/practice-test?questions=3');
  await waitForHydration(page);
  const served = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await served).json()) as { data: { correct_answer: number }[] }).data;
  for (const [index, q] of questions.entries()) {
    await page.getByRole('radiogroup').getByRole('radio').nth(q.correct_answer === 0 ? 1 : 0).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page).toHaveURL('/test-results');
  await page.goto('/practice?mode=missed');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start the review' }).click();
  await page.getByRole('radiogroup').getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check answer' }).click();

  await page.getByRole('main').getByRole('button', { name: 'Ver en español' }).click();
  const panel = page.getByTestId('help-translation');
  const body = panel.locator('[lang="es"]');
  await expect(body.locator('p')).toHaveCount(5);
  await panel.getByRole('button', { name: 'Escuchar' }).click();
  await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(5);
  const said = await spoken(page);
  expect(said.every((u) => u.voice === 'Mónica')).toBe(true);
  expect(said[0]!.text).toBe(await body.locator('p').first().textContent());
  // The next question closes it (and stops reading).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(panel).toBeHidden();
});
