import { expect, test, type Page } from './support/test';
import { waitForHydration } from './support/navigate';

/**
 * A control that is visible works (issue 27): taps made while the server's page is on screen but
 * the app has not hydrated it yet are held and replayed, and links work without the app. Each
 * test slows the CPU 4× as a mid-range phone and holds the app's code back a little longer, so
 * every tap here surely comes before hydration.
 */
/** Holds the app's code back until the test lets it load, or makes it fail. */
async function holdAppCode(page: Page): Promise<{ release: () => void; fail: () => void }> {
  let settle: (outcome: 'load' | 'fail') => void = () => {};
  const settled = new Promise<'load' | 'fail'>((resolve) => {
    settle = resolve;
  });
  await page.unrouteAll();
  await page.route('**/assets/boot-client-*.js', async (route) => ((await settled) === 'load' ? route.continue() : route.abort()));
  return { release: () => settle('load'), fail: () => settle('fail') };
}

async function openAsSlowPhone(page: Page, path: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { release } = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

const notHydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).not.toBeAttached();

test('Start on the practice page, tapped before the page is interactive, starts the test with the timing chosen', async ({ page }) => {
  const release = await openAsSlowPhone(page, '/practice');
  const noLimit = page.getByRole('radio', { name: 'No time limit' });
  await expect(noLimit).toBeVisible();
  await notHydrated(page);
  // Radios are clicked (not checked): before the app runs, the choice waits, unchecked.
  await noLimit.click();
  const start = page.getByRole('button', { name: 'Start practice test' });
  await start.click();
  // Both taps are held and shown as waiting, not dropped.
  await expect(start).toHaveAttribute('data-tap-waiting', '');
  await notHydrated(page);
  release();
  await waitForHydration(page);
  await expect(page.getByText('Question 1 of 20', { exact: true })).toBeVisible();
  // Without a limit the clock counts the time used instead of the time left.
  await expect(page.getByRole('timer', { name: 'Time used' })).toBeVisible();
  await expect(page.locator('[data-tap-waiting]')).toHaveCount(0);
});

test('a flashcard flipped and a category chosen before the page is interactive take effect once it is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await openAsSlowPhone(page, '/flashcards');
  const show = page.getByRole('button', { name: 'Show answer' });
  await expect(show).toBeVisible();
  await notHydrated(page);
  await show.click();
  await notHydrated(page);
  release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Show question' })).toBeVisible();

  const releaseAgain = await openAsSlowPhone(page, '/flashcards');
  const select = page.getByLabel('Category');
  await expect(select).toBeVisible();
  await notHydrated(page);
  await select.selectOption('GEO');
  releaseAgain();
  await waitForHydration(page);
  await expect(page).toHaveURL('/flashcards?category=GEO');
  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
  await expect(page.locator('main')).toContainText('Geography');
});

test("links work before the page is interactive: a topic's study mode and the language", async ({ page }) => {
  const release = await openAsSlowPhone(page, '/study/geography');
  const flashcards = page.getByRole('main').getByRole('link', { name: /flashcards/i }).first();
  await expect(flashcards).toBeVisible();
  await notHydrated(page);
  await flashcards.click();
  await expect(page).toHaveURL(/\/study\/geography\/flashcards$/);
  release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();

  const releaseFrench = await openAsSlowPhone(page, '/study');
  const french = page.getByRole('link', { name: 'Français' }).first();
  await expect(french).toBeVisible();
  await notHydrated(page);
  await french.click();
  await expect(page).toHaveURL('/fr/study');
  releaseFrench();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
});

test("when the app's code cannot load, no control is left waiting", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const { fail } = await holdAppCode(page);
  await page.goto('/practice', { waitUntil: 'commit' });
  const start = page.getByRole('button', { name: 'Start practice test' });
  await start.click();
  await expect(start).toHaveAttribute('data-tap-waiting', '');
  fail();
  await expect(start).not.toHaveAttribute('data-tap-waiting');
  await expect.poll(() => errors.some((e) => e.includes('The app did not start'))).toBe(true);
  await notHydrated(page);
});
