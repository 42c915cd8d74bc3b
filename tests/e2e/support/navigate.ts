import { expect, type Locator, type Page } from './test';

/**
 * Waits until the client has taken over the server-rendered page. A readiness wait, not a speed
 * check (speed is measured in `npm run bench`): a CI machine running two browsers, two servers
 * and axe at once once took more than five seconds to load a screen's code.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
}

/**
 * Opens a path by navigating inside the app, as a learner moving between screens does: the
 * screen then fetches its data from the API (a first page load has it in the HTML already), so
 * routes a test set up on the API apply. Starts from the resources page, which needs no data.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/resources');
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Clicks a link and expects the heading of the page it leads to, reached inside the app: a
 * marker set on `window` before the click is still there, so no new document was loaded.
 */
export async function expectOpensInApp(page: Page, link: Locator, heading: string): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}
