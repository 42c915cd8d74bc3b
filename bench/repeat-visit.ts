/**
 * A learner's first visit, a repeat visit with the installed app (service worker and the
 * device's copy of the bank), and a repeat visit offline, in Chromium with the CPU slowed four
 * times (a mid-range phone): requests and kilobytes that crossed the network, first contentful
 * paint, time until the page is interactive (hydrated), and how the bank was revalidated (a 304
 * without a body when nothing changed). Median of three runs per visit, each in a new profile.
 * Run by `npm run bench`, and alone with `node --import tsx bench/repeat-visit.ts`.
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../tests/support/start-server.js';

const RUNS = Number(process.env.REPEAT_RUNS ?? 3);
const PAGES = (process.env.REPEAT_PAGES ?? '/practice,/fr/flashcards').split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;

interface Visit {
  requests: number;
  kb: number;
  fcp: number;
  interactive: number;
  /** The bank revalidation (`/api/questions` without a draw), if the page made one: its status and bytes. */
  bank: string | undefined;
}

/** Counts what crosses the network: the page's own requests, and those its service worker makes. */
function watchNetwork(context: BrowserContext) {
  const seen = { requests: 0, bytes: 0 };
  context.on('requestfinished', (request) => {
    void (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      seen.requests += 1;
      const sizes = await request.sizes().catch(() => undefined);
      seen.bytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    })();
  });
  return seen;
}

async function timings(page: Page): Promise<{ fcp: number; interactive: number }> {
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  const interactive = await page.evaluate(() => performance.now());
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  return { fcp: Math.round(fcp), interactive: Math.round(interactive) };
}

/**
 * Waits up to 20 s for the page's revalidation of the device's copy of the bank (it runs once the
 * page is idle, 4 s after it loads at the earliest) and reads it from the page's resource timing:
 * Playwright's network events do not report a 304 that a page under a service worker receives.
 */
async function bankRevalidation(page: Page): Promise<string | undefined> {
  for (let waited = 0; waited < 20_000; waited += 250) {
    // No named functions inside: the bench runs through tsx, which would wrap them in a helper the page lacks.
    const entry = await page.evaluate(() => {
      const found = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => {
        const url = new URL(e.name);
        return url.pathname === '/api/questions' && !['random', 'test', 'ids'].some((key) => url.searchParams.has(key));
      });
      return found ? { status: found.responseStatus, kb: found.transferSize / 1024 } : undefined;
    });
    if (entry) return `${entry.status} (${entry.kb.toFixed(1)} KB)`;
    await page.waitForTimeout(250);
  }
  return undefined;
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function measure(base: string, path: string): Promise<Record<'first' | 'repeat' | 'offline', Visit>> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    let page = await context.newPage();
    await slowCpu(page);
    let net = watchNetwork(context);
    await page.goto(`${base}${path}`);
    const firstTimes = await timings(page);
    // The app installs (precache), and the device keeps its copy of the bank.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'citizenship-test-prep-bank'), undefined, { timeout: 30_000 });
    const first = { ...firstTimes, ...net, bank: await bankRevalidation(page) };
    await page.close();

    page = await context.newPage();
    await slowCpu(page);
    net = watchNetwork(context);
    await page.goto(`${base}${path}`);
    const repeatTimes = await timings(page);
    const repeat = { ...repeatTimes, ...net, bank: await bankRevalidation(page) };
    await page.close();

    await context.setOffline(true);
    page = await context.newPage();
    await slowCpu(page);
    net = watchNetwork(context);
    await page.goto(`${base}${path}`);
    const offline = { ...(await timings(page)), ...net, bank: undefined };
    await context.close();
    const visit = (v: typeof repeat): Visit => ({ requests: v.requests, kb: v.bytes / 1024, fcp: v.fcp, interactive: v.interactive, bank: v.bank });
    return { first: visit(first), repeat: visit(repeat), offline: visit(offline) };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer({ port: 3420 });
try {
  console.log(`\nFirst and repeat visits at 390 px, CPU slowed ${CPU_SLOWDOWN}×, median of ${RUNS} runs (a new profile each)\n`);
  console.log('| page | visit | requests over the network | KB over the network | first contentful paint ms | interactive ms | bank revalidation |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(server.base, path));
    for (const kind of ['first', 'repeat', 'offline'] as const) {
      const visits = runs.map((r) => r[kind]);
      const statuses = [...new Set(visits.map((v) => v.bank ?? '–'))].join(', ');
      console.log(
        `| ${path} | ${kind} | ${median(visits.map((v) => v.requests))} | ${median(visits.map((v) => v.kb)).toFixed(1)} | ${median(visits.map((v) => v.fcp))} | ${median(visits.map((v) => v.interactive))} | ${statuses} |`,
      );
    }
  }
} finally {
  await server.stop();
}
