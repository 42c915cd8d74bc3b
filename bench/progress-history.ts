/**
 * A heavy learner's /progress: 1,000 finished tests and 20,000 answers on the device (imported
 * from an export file, as a learner would), then the time from following a link to /progress
 * until the page shows them, in Chromium (median of five). Target: under 300 ms on this machine.
 * Run by `npm run bench` after the page audits, and alone with `node --import tsx bench/progress-history.ts`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loadContentQuestions } from '../src/server/db/content.js';
import { BACKUP_FORMAT } from '../src/client/lib/learning/backup.js';
import { LEARNER_DATA_VERSION } from '../src/client/lib/storage/learner-data.js';
import type { AnswerRecord, TestRecord } from '../src/client/lib/storage/learning-records.js';
import { startServer } from '../tests/support/start-server.js';

const TESTS = 1000;
const PER_TEST = 20;
const RUNS = 5;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Tests a day apart, about 70 % right at first and better later, drawn from the real bank. */
function heavyLearner() {
  const bank = loadContentQuestions().filter((q) => !q.outOfTest);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const start = Date.parse('2024-01-01T12:00:00Z');
  const answers: AnswerRecord[] = [];
  const history: TestRecord[] = [];
  for (let t = 0; t < TESTS; t += 1) {
    const at = start + t * 18 * 60 * 60 * 1000;
    const asked = Array.from({ length: PER_TEST }, () => bank[Math.floor(random() * bank.length)]!);
    const right = asked.map(() => random() < 0.6 + (0.35 * t) / TESTS);
    const choices = asked.map((q, i) => (right[i] ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length));
    asked.forEach((q, i) => answers.push({ id: q.id, category: q.category, ok: right[i]!, choice: choices[i]!, at, mode: 'test' }));
    const byCategory: Record<string, [number, number]> = {};
    asked.forEach((q, i) => {
      const pair = (byCategory[q.category] ??= [0, 0]);
      pair[1] += 1;
      if (right[i]) pair[0] += 1;
    });
    const correct = right.filter(Boolean).length;
    history.push({ completedAt: new Date(at).toISOString(), mode: 'test', timing: 'standard', category: null, correct, total: PER_TEST, timeSpent: 900, passed: correct >= 15, byCategory, questionIds: asked.map((q) => q.id), answers: choices, right });
  }
  return { format: BACKUP_FORMAT, version: LEARNER_DATA_VERSION, exportedAt: new Date().toISOString(), progress: { answers, history, memory: {}, lastResult: null, goal: { testDate: null }, cardMarks: {}, studyProgress: {} } };
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
  await page.getByText('Progress imported').waitFor({ timeout: 60_000 });

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
