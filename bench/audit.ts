/**
 * Page audits: Lighthouse (mobile preset, Debian's Chromium) on the learner pages, three runs
 * each, reporting the median run (by performance score, then LCP) and the JavaScript each page
 * loads before it is interactive. Run by `npm run bench` after the API load test, and alone by
 * `npm run audit`. AUDIT_RUNS and AUDIT_PAGES (comma-separated) override the defaults.
 * AUDIT_CPU_SLOWDOWN replaces the mobile preset's 4× CPU slowdown, to stand in for a slower host:
 * 4 × (this host's index / the other host's index), e.g. 4.5 on a host of 2,830 for one of 2,500.
 *
 * So that a figure can be reproduced elsewhere, the table also has a reference row (a static HTML
 * page with no script, served from this process, audited the same way in the same minutes) and
 * the host's benchmark index as Lighthouse measured it on every run: a page's figures only mean
 * something beside the reference's on the same host. Every run that measures a layout shift is
 * listed after the table with the elements that moved, so that a rare shift can be traced.
 */
import { createServer } from 'node:http';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../tests/support/start-server.js';

const PAGES = (process.env.AUDIT_PAGES ?? '/,/practice,/study,/flashcards,/categories,/progress,/learn,/learn/justice-system,/plan,/fr,/fr/practice,/fr/study,/fr/flashcards,/fr/categories,/fr/progress,/fr/learn,/fr/learn/justice-system,/fr/plan').split(',');
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.AUDIT_CPU_SLOWDOWN ?? 4);
/** Lighthouse's mobile preset (its "mobile slow 4G"), with the CPU slowdown above. */
const THROTTLING = { rttMs: 150, throughputKbps: 1.6 * 1024, requestLatencyMs: 150 * 3.75, downloadThroughputKbps: 1.6 * 1024 * 0.9, uploadThroughputKbps: 750 * 0.9, cpuSlowdownMultiplier: CPU_SLOWDOWN };
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="A static page with no script, the audit's reference.">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#2b2f36}h1{font-size:2rem}</style></head>
<body><main><h1>Reference page</h1>${'<p>A paragraph of plain text, as long as a lead on one of the learner pages, so the largest paint is text the same size as theirs.</p>'.repeat(6)}</main></body></html>`;
const reference = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(REFERENCE_PAGE);
});
await new Promise<void>((resolve) => reference.listen(3411, '127.0.0.1', resolve));
const REFERENCE_URL = 'http://127.0.0.1:3411/';
const benchmarkIndexes: number[] = [];
/** What moved, in every run that measured a layout shift (lines as printed): a rare shift is kept, not just counted. */
const shifts: string[] = [];

const server = await startServer({ port: 3410 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

async function audit(path: string, attempt = 1): Promise<Run | undefined> {
  const url = path === REFERENCE_URL ? path : `${server.base}${path}`;
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], throttling: THROTTLING });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError?.code === 'ERRORED_DOCUMENT_REQUEST' && /404/.test(runtimeError.message)) return undefined;
  // A trace Chromium failed to record (Lighthouse's advice: run it again) is retried, twice at most.
  if (runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return audit(path, attempt + 1);
  if (runtimeError) throw new Error(`${path}: ${runtimeError.message}`);
  const index = result.lhr.environment?.benchmarkIndex;
  if (typeof index === 'number') benchmarkIndexes.push(Math.round(index));
  const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; statusCode?: number; url?: string }[] } | undefined)?.items ?? [];
  const documentStatus = items.find((i) => i.resourceType === 'Document')?.statusCode;
  if (documentStatus === 404) return undefined;
  const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
  if (cls > 0) {
    const moved = (audits['layout-shifts']?.details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
    shifts.push(`- ${path}: ${cls.toFixed(3)}, ${moved.map((item) => `${item.node?.selector ?? item.node?.snippet ?? 'unknown element'} (${(item.score ?? 0).toFixed(3)})`).join('; ') || 'no element named'}`);
    shifts.push(...shiftRects(result.artifacts));
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls,
    jsKb: jsBytes / 1024,
  };
}

/** Each shift's time after navigation and its moved boxes (x, y, width, height before and after), from the trace: what moved where. */
function shiftRects(artifacts: unknown): string[] {
  type Event = { name: string; ts: number; args?: { data?: { score?: number; impacted_nodes?: { old_rect?: number[]; new_rect?: number[] }[] } } };
  const events = (artifacts as { Trace?: { traceEvents?: Event[] } }).Trace?.traceEvents ?? [];
  const start = events.filter((e) => e.name === 'navigationStart').at(-1)?.ts ?? 0;
  return events
    .filter((e) => e.name === 'LayoutShift' && (e.args?.data?.score ?? 0) > 0)
    .map((e) => {
      const boxes = (e.args?.data?.impacted_nodes ?? []).map((n) => `[${n.old_rect?.join(' ')}] → [${n.new_rect?.join(' ')}]`);
      return `  at ${Math.round((e.ts - start) / 1000)} ms, score ${(e.args?.data?.score ?? 0).toFixed(4)}: ${boxes.join(', ')}`;
    });
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(runs.length / 2)]!;
/** Each timing's own median: the median run by score can hold another run's worst blocking time. */
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const withRuns = (values: number[]) => `${medianOf(values)} (${values.join(', ')})`;

try {
  console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs per page (every run in brackets; LCP and TBT are each their own median)\n`);
  console.log('| page | performance | accessibility | LCP ms | TBT ms | CLS | JS transferred (KB) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const path of [REFERENCE_URL, ...PAGES]) {
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
      `| ${path === REFERENCE_URL ? 'reference: static page, no script' : path} | ${m.performance} (${runs.map((r) => r.performance).join(', ')}) | ${m.accessibility} | ${withRuns(runs.map((r) => r.lcp))} | ${withRuns(runs.map((r) => r.tbt))} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} |`,
    );
  }
  if (shifts.length > 0) console.log(`\nLayout shifts measured (page: the run's CLS, then each element that moved with its share):\n${shifts.join('\n')}`);
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  if (sorted.length > 0)
    console.log(`\nHost benchmark index (Lighthouse, every run): median ${medianOf(sorted)}, ${sorted[0]}–${sorted.at(-1)} over ${sorted.length} runs. The CPU was slowed ${CPU_SLOWDOWN}× (the mobile preset's is 4×).`);
} finally {
  await chrome.kill();
  await server.stop();
  reference.close();
}
