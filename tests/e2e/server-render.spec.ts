import { readFileSync } from 'node:fs';
import { createQuestionViaApi, loginViaApi } from './support/admin-helpers';
import { expectOpensInApp, waitForHydration } from './support/navigate';
import { expect, test, type Page } from './support/test';

// This spec adds a question and edits a category, so it has its own server.
test.use({ serverScope: 'server-render' });

interface Category {
  code: string;
  name: string;
  total_questions: number;
}

/** Learner routes and what their first HTML must show before any script runs. */
const ROUTES: { path: string; heading: string; shows?: string[]; recordsVisitFrom?: string }[] = [
  { path: '/', heading: 'Pass your Canadian citizenship test with confidence', shows: ['Question 1 of 20'] },
  { path: '/practice', heading: 'Practice test', shows: ['What to expect'] },
  { path: '/practice/history', heading: 'Practice test', shows: ['Canadian History'] },
  { path: '/study', heading: 'Study materials', shows: ['Quick options'] },
  // Opening a category counts as a study session: its progress block changes once the page runs.
  { path: '/study/geography', heading: 'Geography', shows: ['Choose how to study'], recordsVisitFrom: 'Your study progress' },
  { path: '/categories', heading: 'Categories', shows: ['Rights & Responsibilities'] },
  { path: '/flashcards', heading: 'Flashcards', shows: ['Show answer'] },
  { path: '/discover-canada', heading: 'Discover Canada: what to study' },
  { path: '/test-structure', heading: 'How the citizenship test works' },
  { path: '/resources', heading: 'Study resources' },
  { path: '/about', heading: 'About this site' },
  { path: '/learn', heading: 'Lessons', shows: ['The justice system', "Canada's regions"] },
  { path: '/learn/justice-system', heading: 'The justice system', shows: ['A fair justice system', 'Laws for everyone', 'Check yourself'] },
  { path: '/learn/glossary', heading: 'Key terms', shows: ['Presumption of innocence'] },
  // The plan is the device's: everything after the choice of minutes fills in once the page runs.
  { path: '/plan', heading: 'Your plan to test day', shows: ['The real test', '15 right to pass'], recordsVisitFrom: 'Time a day for study' },
  // The simulation's figures are in the first HTML; the learners' reports are read once the page runs.
  { path: '/plan/accuracy', heading: 'How accurate is the pass estimate?', shows: ['Tested on simulated learners', 'When the estimate said…'], recordsVisitFrom: 'Reported by real learners' },
  // French pages: the French strings and the French bank, in the first HTML too.
  { path: '/fr', heading: 'Réussissez votre examen de citoyenneté canadienne en toute confiance', shows: ['Question 1 sur 20'] },
  { path: '/fr/practice', heading: "Examen d'entraînement", shows: ['À quoi vous attendre'] },
  { path: '/fr/study', heading: 'Étudier par thème', shows: ['Accès rapide'] },
  { path: '/fr/categories', heading: 'Catégories', shows: ['Droits et responsabilités'] },
  { path: '/fr/learn', heading: 'Leçons', shows: ['Le système de justice'] },
  { path: '/fr/learn/justice-system', heading: 'Le système de justice', shows: ['Une justice équitable', 'À retenir'] },
  { path: '/fr/learn/glossary', heading: 'Termes clés', shows: ["Présomption d'innocence"] },
  { path: '/fr/test-structure', heading: "Comment se déroule l'examen de citoyenneté" },
];

/** The computed look of the first elements of the flashcard page's main content. */
async function flashcardPageLook(page: Page): Promise<string[]> {
  await page.getByTestId('flashcard-question').waitFor();
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].slice(0, 25).map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${style.display} ${style.padding} ${style.margin} ${style.fontSize} ${style.color} ${style.backgroundColor} ${style.borderRadius}`;
    }),
  );
}

async function categories(page: Page): Promise<Category[]> {
  const response = await page.request.get('/api/categories');
  return ((await response.json()) as { data: Category[] }).data;
}

test.describe('first HTML, before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('every learner route shows its heading and content', async ({ page }) => {
    for (const route of ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
      for (const text of route.shows ?? []) await expect(page.getByRole('main').getByText(text).first(), `${route.path}: ${text}`).toBeVisible();
    }
  });

  test('category cards carry the current counts, and a flashcard deck its first card', async ({ page }) => {
    const current = await categories(page);
    await page.goto('/categories');
    for (const category of current) {
      await expect(page.getByRole('article').filter({ hasText: category.name })).toContainText(`${category.total_questions} questions`);
    }
    await page.goto('/flashcards?category=GEO');
    await expect(page.getByTestId('deck-position')).toHaveText(/^Card 1 of \d+$/);
    await expect(page.getByTestId('flashcard-question')).toContainText(/\w{3}/);
  });

  test('an unknown route answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found (404)');
  });

  test('an admin edit is in the next HTML at once', async ({ page }) => {
    await loginViaApi(page);
    const before = (await categories(page)).find((c) => c.code === 'ECO')!;
    const description = 'Edited by the server-render test: jobs, trade and the people of Canada.';
    const update = await page.request.put('/api/admin/categories/ECO', { data: { description } });
    expect(update.ok()).toBe(true);
    await createQuestionViaApi(page, { category_code: 'ECO', question: 'Which question did the server-render test add?' });

    await page.goto('/categories');
    const card = page.getByRole('article').filter({ hasText: before.name });
    await expect(card).toContainText(description);
    await expect(card).toContainText(`${before.total_questions + 1} questions`);
  });
});

test.describe('hydration', () => {
  test('keeps every page as rendered, with no error and no layout shift', async ({ page }) => {
    // Every learner route, each loaded with the CPU slowed 4×.
    test.slow();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // A slow phone: the parser yields often, so any paint of a half-parsed page would show up as a shift.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // What the server sent, read when parsing ends and before the deferred scripts run.
    await page.addInitScript(() => {
      const w = window as unknown as { serverText?: string; layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.serverText = document.querySelector('main')?.textContent ?? undefined;
      });
    });

    // The flashcard deck grows after hydration (checked below), so its text is not compared.
    for (const route of ROUTES.filter((r) => r.path !== '/flashcards')) {
      await page.goto(route.path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const { serverText, layoutShift, clientText } = await page.evaluate(() => ({
        ...(window as unknown as { serverText: string; layoutShift: number }),
        clientText: document.querySelector('main')!.textContent,
      }));
      expect(serverText, route.path).toContain(route.heading);
      const upTo = (text: string) => (route.recordsVisitFrom ? text.slice(0, text.indexOf(route.recordsVisitFrom)) : text);
      expect(upTo(clientText!), route.path).toBe(upTo(serverText));
      expect(layoutShift, route.path).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  test("the app's code is fetched only after the first paint, by the page's inline starter (allowed by the CSP), which links the manifest once the app is up", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The preloads added before the page is interactive (later ones load background work).
    await page.addInitScript(() => {
      const preloads: string[] = [];
      Object.assign(window, { preloadsBeforeHydration: preloads });
      new MutationObserver((records) => {
        if (document.documentElement.hasAttribute('data-hydrated')) return;
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') preloads.push(new URL(node.href).pathname);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const pageChunks = { '/': undefined, '/fr/practice': /\/practice-page-[^/]+\.js$/, '/learn': /\/learn-page-[^/]+\.js$/ };
    for (const [path, pageChunk] of Object.entries(pageChunks)) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      // Every chunk the page needs is asked for by the starter and the boot, the page's own
      // included, a few per task: the app's loader adds no preload of its own (decision 049).
      const { listed, linked } = await page.evaluate(() => ({
        listed: ['data-preload', 'data-page-chunks'].flatMap((name) => document.querySelector('script[data-app]')?.getAttribute(name)?.split(' ') ?? []),
        linked: (window as unknown as { preloadsBeforeHydration: string[] }).preloadsBeforeHydration,
      }));
      expect(linked, path).toEqual(listed);
      if (pageChunk) expect(listed.some((file) => pageChunk.test(file)), path).toBe(true);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(firstPaint, path).toBeDefined();
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const start of scripts) expect(start, path).toBeGreaterThan(firstPaint!);
    }
    // A script the CSP refused would be reported here.
    expect(errors).toEqual([]);
  });

  test("the chunks a learner page loads carry V8's compile hint; the admin panel's and the inline starter do not (decision 049)", async ({ page, request }) => {
    const HINT = '//# allFunctionsCalledOnLoad';
    const hinted = async (file: string) => (await (await request.get(file)).text()).split('\n').slice(0, 2).includes(HINT);
    await page.goto('/fr/flashcards');
    const listed = await page.evaluate(() =>
      ['data-app', 'data-preload', 'data-page-chunks'].flatMap((name) => document.querySelector('script[data-app]')?.getAttribute(name)?.split(' ') ?? []),
    );
    expect(listed.length).toBeGreaterThan(10);
    for (const file of listed) expect(await hinted(file), file).toBe(true);
    expect(await page.evaluate(() => document.querySelector('script[data-app]')?.textContent)).not.toContain(HINT);
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    expect(await hinted(`/${manifest['features/admin/admin-page.tsx']!.file}`)).toBe(false);
  });

  test('hydrates the header, the page and the footer the server drew, in stages, and each part then works', async ({ page }) => {
    const parts = ['header a', 'main h1', 'main a', 'footer a'];
    // The server's elements, marked as soon as they are parsed (before any script of the app runs).
    await page.addInitScript((selectors) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const selector of selectors) Object.assign(document.querySelector(selector)!, { fromServer: true });
      });
    }, parts);
    for (const path of ['/', '/practice', '/fr/study']) {
      await page.goto(path);
      await waitForHydration(page);
      const kept = await page.evaluate(
        (selectors) => selectors.map((selector) => (document.querySelector(selector) as unknown as { fromServer?: boolean }).fromServer === true),
        parts,
      );
      expect(kept, path).toEqual([true, true, true, true]);
    }
    // Each stage handles its clicks in the app (a link of a part left unhydrated would load a new document).
    await page.goto('/study');
    await waitForHydration(page);
    await expectOpensInApp(page, page.getByRole('main').getByRole('link', { name: /Geography/ }).first(), 'Geography');
    await page.goto('/practice');
    await waitForHydration(page);
    await expectOpensInApp(page, page.getByRole('contentinfo').getByRole('link', { name: 'Categories' }), 'Categories');
    await page.goto('/');
    await waitForHydration(page);
    await expectOpensInApp(page, page.getByRole('banner').getByRole('link', { name: 'Start Practice' }), 'Practice test');
  });

  test("a long page's parts hydrate in turn: a lesson's last section and the glossary's last terms keep the server's nodes, then work", async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const last = [...document.querySelectorAll('main h2[id], main dl:last-of-type a')].at(-1);
        if (last) Object.assign(last, { fromServer: true });
      });
    });
    await page.goto('/learn/justice-system');
    await waitForHydration(page);
    expect(await page.evaluate(() => ([...document.querySelectorAll('main h2[id]')].at(-1) as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    const last = page.getByRole('region', { name: '5. Your legal rights and getting legal help', exact: true });
    await last.getByRole('button', { name: 'Mark this section as read' }).click();
    await expect(last.getByTestId('section-read')).toBeVisible();

    await page.goto('/learn/glossary');
    await waitForHydration(page);
    expect(await page.evaluate(() => ([...document.querySelectorAll('main dl:last-of-type a')].at(-1) as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    const heading = await page.locator('main dl').last().getByRole('link').last().textContent();
    expect(heading).toMatch(/^Lesson: /);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('main dl').last().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/learn\/[a-z-]+#[a-z0-9-]+$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test("a page's styles come inlined in its HTML, and a page reached in the app loads its own", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // The flashcard page's look, opened directly (its styles inlined by the server).
    await page.goto('/flashcards');
    await waitForHydration(page);
    const direct = await flashcardPageLook(page);
    await page.goto('/practice');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    const inlined = await page.locator('head style').count();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Flashcards' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flashcards');
    expect(await flashcardPageLook(page)).toEqual(direct);
    // The flashcard page's stylesheet came from the loader, once; /practice's inlined styles stayed as they were.
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(new Set(stylesheets).size).toBe(stylesheets.length);
    expect(await page.locator('head style').count()).toBe(inlined);
  });

  test('a server-rendered deck keeps its first card and says the whole deck\'s size from the first HTML', async ({ page }) => {
    const total = (await categories(page)).find((c) => c.code === 'HIS')!.total_questions;
    await page.goto('/flashcards?category=HIS');
    const card = page.getByTestId('flashcard-question');
    const first = await card.textContent();
    await waitForHydration(page);
    await expect(page.getByTestId('deck-position')).toHaveText(`Card 1 of ${total}`);
    await expect(card).toHaveText(first!);
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByTestId('flashcard-answer')).toBeVisible();
  });
});
