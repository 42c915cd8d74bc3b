/**
 * Page audits: Lighthouse (mobile preset, Debian's Chromium) on the learner pages, three runs
 * each, reporting the median run (by performance score, then LCP) and the JavaScript each page
 * loads before it is interactive. Run by `npm run bench` after the API load test, and alone by
 * `npm run audit`. AUDIT_RUNS and AUDIT_PAGES (comma-separated) override the defaults.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../tests/support/start-server.js';

const PAGES = (process.env.AUDIT_PAGES ?? '/,/practice,/study,/flashcards,/categories,/progress,/fr,/fr/practice,/fr/study,/fr/flashcards,/fr/categories,/fr/progress').split(',');
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

const server = await startServer({ port: 3410 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

async function audit(path: string, attempt = 1): Promise<Run | undefined> {
  const result = await lighthouse(`${server.base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError?.code === 'ERRORED_DOCUMENT_REQUEST' && /404/.test(runtimeError.message)) return undefined;
  // A trace Chromium failed to record (Lighthouse's advice: run it again) is retried, twice at most.
  if (runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return audit(path, attempt + 1);
  if (runtimeError) throw new Error(`${path}: ${runtimeError.message}`);
  const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; statusCode?: number; url?: string }[] } | undefined)?.items ?? [];
  const documentStatus = items.find((i) => i.resourceType === 'Document')?.statusCode;
  if (documentStatus === 404) return undefined;
  const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsKb: jsBytes / 1024,
  };
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(runs.length / 2)]!;
/** Each timing's own median: the median run by score can hold another run's worst blocking time. */
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const withRuns = (values: number[]) => `${medianOf(values)} (${values.join(', ')})`;

try {
  console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs per page (every run in brackets; LCP and TBT are each their own median)\n`);
  console.log('| page | performance | accessibility | LCP ms | TBT ms | CLS | JS transferred (KB) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await audit(path);
      if (run) runs.push(run);
    }
    if (runs.length === 0) {
      console.log(`| ${path} | (no such page yet) | | | | | |`);
      continue;
    }
    const m = median(runs);
    console.log(
      `| ${path} | ${m.performance} (${runs.map((r) => r.performance).join(', ')}) | ${m.accessibility} | ${withRuns(runs.map((r) => r.lcp))} | ${withRuns(runs.map((r) => r.tbt))} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} |`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
