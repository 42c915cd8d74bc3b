/**
 * Page audits: Lighthouse (mobile, Debian's Chromium) on the four main learner pages, plus the
 * gzipped JavaScript the landing page loads. Run by `npm run bench` after the API load test.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../tests/support/start-server.js';

const PAGES = ['/', '/practice', '/study', '/flashcards'];
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = await startServer({ port: 3410 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  console.log('\n| page | performance | accessibility | LCP ms | TBT ms | CLS | JS transferred (KB) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const path of PAGES) {
    const result = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits } = result.lhr;
    const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    console.log(
      `| ${path} | ${Math.round((categories.performance?.score ?? 0) * 100)} | ${Math.round((categories.accessibility?.score ?? 0) * 100)} | ` +
        `${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} | ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} | ` +
        `${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} | ${(jsBytes / 1024).toFixed(1)} |`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
