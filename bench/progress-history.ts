/**
 * A heavy learner's /progress: 5,000 finished tests and their 100,000 answers on the device
 * (imported from an export file, as a learner would), then the time from following a link to
 * /progress until the page shows them, in Chromium (median of five). Target: under 300 ms here.
 * Run by `npm run bench` after the page audits, and alone with `node --import tsx bench/progress-history.ts`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loadContentQuestions } from '../src/server/db/content.js';
import type { Attempt } from '../src/client/lib/learning/attempt.js';
import { buildBackup } from '../src/client/lib/learning/backup.js';
import { startServer } from '../tests/support/start-server.js';

const TESTS = 5000;
const PER_TEST = 20;
const RUNS = 5;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Tests twice a day, about 60 % right at first and better later, drawn from the real bank. */
function heavyLearner() {
  const bank = loadContentQuestions().filter((q) => !q.outOfTest);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const start = Date.parse('2022-01-01T12:00:00Z');
  const attempts: Attempt[] = [];
  for (let t = 0; t < TESTS; t += 1) {
    const at = start + t * 12 * 60 * 60 * 1000;
    const asked = Array.from({ length: PER_TEST }, () => bank[Math.floor(random() * bank.length)]!);
    const right = asked.map(() => random() < 0.6 + (0.35 * t) / TESTS);
    const choices = asked.map((q, i) => (right[i] ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length));
    const roundId = `bench-r${t}`;
    asked.forEach((q, i) => attempts.push({ kind: 'answer', id: `bench-a${t}-${i}`, at, questionId: q.id, category: q.category, ok: right[i]!, choice: choices[i]!, mode: 'test', round: roundId, ms: 20_000 }));
    attempts.push({ kind: 'round', id: roundId, at, mode: 'test', timing: 'standard', category: null, questionIds: asked.map((q) => q.id), categories: asked.map((q) => q.category), choices, right, versions: asked.map(() => null), seconds: 900 });
  }
  return buildBackup(attempts, { testDate: null }, new Date());
}

const file = join(mkdtempSync(join(tmpdir(), 'progress-bench-')), 'progress.json');
writeFileSync(file, JSON.stringify(heavyLearner()));

const server = await startServer({ port: 3420 });
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto(`${server.base}/progress`);
  await page.waitForSelector('[data-testid=progress-ready]');
  await page.getByTestId('import-file').setInputFiles(file);
  const importStarted = Date.now();
  await page.getByText('Progress imported').waitFor({ timeout: 300_000 });
  console.log(`\nImporting ${TESTS} tests and ${TESTS * PER_TEST} answers: ${((Date.now() - importStarted) / 1000).toFixed(1)} s`);

  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${server.base}/study`);
    await page.waitForSelector('html[data-hydrated]');
    // Wait until the learner's data is read, so the timing is the page's own render.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const started = Date.now();
    await page.getByRole('link', { name: 'See your full progress' }).click();
    await page.getByTestId('history-table').locator('tbody tr').first().waitFor();
    timings.push(Date.now() - started);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`\n/progress with ${TESTS} tests and ${TESTS * PER_TEST} answers: ${sorted[Math.floor(RUNS / 2)]} ms median from the link to the history (runs: ${timings.join(', ')} ms; target < 300 ms)`);
} finally {
  await browser.close();
  await server.stop();
}
