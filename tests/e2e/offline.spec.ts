import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '../support/start-server';
import { E2E_ADMIN } from './support/admin';
import { expectOpensInApp, waitForHydration } from './support/navigate';
import { installOfflineApp } from './support/offline';
import { expect, test, type Page } from './support/test';

// The installable app and its service worker (docs/decisions/019). Service workers need a real
// origin (http://127.0.0.1 is one) and Playwright's default `serviceWorkers: 'allow'`.
test.use({ serviceWorkers: 'allow' });

/** Learner routes a learner can open offline after one online visit, and what each shows. */
const OFFLINE_ROUTES = [
  { path: '/', heading: 'Pass your Canadian citizenship test with confidence', lang: 'en-CA' },
  { path: '/study', heading: 'Study materials', lang: 'en-CA' },
  { path: '/flashcards', heading: 'Flashcards', lang: 'en-CA' },
  { path: '/categories', heading: 'Categories', lang: 'en-CA' },
  { path: '/practice', heading: 'Practice test', lang: 'en-CA', shows: 'Start practice test' },
  { path: '/fr/study', heading: 'Étudier par thème', lang: 'fr-CA' },
];

const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test.describe('offline', () => {
  test('after one online visit, every learner route opens offline in both languages, from the shell', async ({ page, context }) => {
    await page.goto('/study');
    await installOfflineApp(page);

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study materials');
    for (const route of OFFLINE_ROUTES) {
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
      if (route.shows) await expect(page.getByRole('main').getByText(route.shows).first(), route.path).toBeVisible();
      // The precached shell answered (a server-rendered page carries its state), in the address's language.
      await expect(page.locator('#page-state'), route.path).toHaveCount(0);
      await expect(page.locator('html'), route.path).toHaveAttribute('lang', route.lang);
    }
    // Moving between screens inside the app works too (every screen's code is precached): the
    // brand link leads from /fr/study to the French home page without loading a page.
    await expectOpensInApp(page, page.getByRole('banner').getByRole('link').first(), 'Réussissez votre examen de citoyenneté canadienne en toute confiance');
  });

  test('the admin panel and the API are never answered from a cache', async ({ page, context }) => {
    await page.goto('/study');
    await installOfflineApp(page);
    // The API was read online...
    expect(await page.evaluate(() => fetch('/api/categories').then((r) => r.status))).toBe(200);

    await context.setOffline(true);
    // ...and offline it fails: nothing of /api is kept by the service worker.
    expect(await page.evaluate(() => fetch('/api/categories').then(() => 'answered', () => 'failed'))).toBe('failed');

    // Reached from inside the app (its code is precached), the admin panel says what it needs,
    // and shows its sign-in form once the connection is back.
    await page.reload();
    await waitForHydration(page);
    // The learner's pages do not link to it: an administrator types the address (a client-side visit here).
    await page.evaluate(() => {
      history.pushState(null, '', '/admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'The admin panel needs a connection' })).toBeVisible();
    await expect(page.getByLabel('Admin email')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByLabel('Admin email')).toBeVisible();

    // Opening /admin (or the API's documentation) offline gets the browser's own error page: no
    // cached page, not the shell.
    await context.setOffline(true);
    for (const path of ['/admin', '/api/docs']) {
      const tab = await context.newPage();
      await expect(tab.goto(path), path).rejects.toThrow(/net::ERR_/);
      await tab.close();
    }
  });

  test('the header says "Offline" while the connection is gone, in the page\'s language', async ({ page, context }) => {
    const header = page.getByRole('banner');
    await page.goto('/practice');
    await waitForHydration(page);
    await expect(header.getByText('Offline')).toHaveCount(0);
    const top = await page.getByRole('heading', { level: 1 }).boundingBox();

    await context.setOffline(true);
    await expect(header.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    // It moves nothing on the page.
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(top);

    await context.setOffline(false);
    await expect(header.getByText('Offline')).toHaveCount(0);

    await page.goto('/fr/practice');
    await waitForHydration(page);
    await context.setOffline(true);
    await expect(header.getByText('Hors ligne')).toBeVisible();
    await context.setOffline(false);
    await expect(header.getByText('Hors ligne')).toHaveCount(0);
  });
});

test.describe('a new version', () => {
  // A server of its own, on a copy of the build, so a "deploy" (new service-worker bytes) touches
  // no other spec.
  let server: RunningServer;
  let clientDir: string;
  let version = 0;

  test.beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
    cpSync('dist/client', clientDir, { recursive: true });
    server = await startServer({ env: { CLIENT_DIR: clientDir, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password } });
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** What a deploy does to the service worker: other bytes at the same address (with their precompressed copies). */
  function publishNewVersion(): void {
    version += 1;
    const worker = `${readFileSync(join('dist/client', 'sw.js'), 'utf8')}\n// e2e: version ${version}\n`;
    writeFileSync(join(clientDir, 'sw.js'), worker);
    writeFileSync(join(clientDir, 'sw.js.br'), brotliCompressSync(worker));
    writeFileSync(join(clientDir, 'sw.js.gz'), gzipSync(worker));
  }

  test('is offered on /study, politely and within keyboard reach, and Reload switches to it', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.base, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/study');
    await installOfflineApp(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toHaveCount(0);

    publishNewVersion();
    // The browser looks for a new service worker on each page load.
    await page.reload();
    await waitForHydration(page);
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    expect(await hasWaitingWorker(page)).toBe(true);
    // Fixed at the bottom of the screen: it covers no part of the page's heading.
    const banner = await page.getByTestId('update-prompt').boundingBox();
    expect(banner!.y + banner!.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    // The last link of the footer, then Tab: the prompt's Reload button.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).focus();
    await page.keyboard.press('Tab');
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeFocused();
    const reloaded = page.waitForEvent('framenavigated');
    await page.keyboard.press('Enter');
    await reloaded;
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study materials');
    expect(await hasWaitingWorker(page)).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await expect(prompt).toHaveCount(0);
    await context.close();
  });

  test('waits while a practice test runs, and is offered once the test is finished', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.base, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/practice-test?questions=2');
    await installOfflineApp(page);
    await page.getByRole('button', { name: 'Start practice test' }).click();
    await expect(page.getByText('Question 1 of 2', { exact: true })).toBeVisible();

    publishNewVersion();
    // An open page finds the new version through the registration's own check (the app runs it hourly).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(() => hasWaitingWorker(page), { timeout: 15_000 }).toBe(true);
    // The app hears of a waiting worker within a moment (Workbox: 200 ms): long enough, nothing shows.
    await page.waitForTimeout(3_000);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toHaveCount(0);

    for (const button of ['Next', 'Finish test']) {
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: button }).click();
    }
    await expect(page).toHaveURL(/\/test-results$/);
    await expect(prompt).toBeVisible();
    await context.close();
  });
});
