/**
 * npm run bench: hot learner calls under load, side by side with a bare Node http server
 * answering the same number of bytes on the same machine. Prints requests per second,
 * p50/p99 latency, the ratio to that ceiling, and p99 at half the ceiling's rate.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const APP_PORT = 3400;
const BARE_PORT = 3401;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function load(url: string, opts: { method?: 'GET' | 'POST'; body?: string; rate?: number; seconds?: number } = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: opts.method ?? 'GET',
        body: opts.body,
        headers: opts.body ? { 'content-type': 'application/json' } : {},
        connections: CONNECTIONS,
        duration: opts.seconds ?? DURATION,
        overallRate: opts.rate,
      },
      (error, r) => {
        if (error) return reject(error);
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
      },
    );
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function startBare(body: Buffer): Promise<ChildProcess> {
  return new Promise((resolve) => {
    const child = fork(new URL('./bare-server.mjs', import.meta.url), {
      env: { ...process.env, PORT: String(BARE_PORT), BODY_B64: body.toString('base64') },
    });
    child.once('message', () => resolve(child));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const startedAt = Date.now();
const app = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${APP_PORT}`;

try {
  await waitFor(`${base}/health`);
  const coldStartMs = Date.now() - startedAt;
  const sample = (await (await fetch(`${base}/api/questions?limit=20`)).json()) as { data: { id: string }[] };
  const session = JSON.stringify({
    session_type: 'practice',
    total_questions: sample.data.length,
    correct_answers: 0,
    score_percentage: 0,
    time_spent_seconds: 100,
    passed: false,
    questions: sample.data.map((q) => ({ question_id: q.id, selected_answer: 'A', is_correct: false, time_spent: 5 })),
  });
  const calls = [
    { name: 'GET /api/questions?limit=20&random=true', path: '/api/questions?limit=20&random=true' },
    { name: 'GET /api/categories', path: '/api/categories' },
    { name: 'GET /api/questions/stats', path: '/api/questions/stats' },
    { name: 'POST /api/sessions', path: '/api/sessions', method: 'POST' as const, body: session },
  ];

  const rows: string[] = [];
  for (const call of calls) {
    const response = await fetch(`${base}${call.path}`, {
      method: call.method ?? 'GET',
      body: call.body,
      headers: call.body ? { 'content-type': 'application/json' } : {},
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const bare = await startBare(bytes);
    await load(`http://127.0.0.1:${BARE_PORT}/`, { seconds: 2 }); // warm-up
    const ceiling = await load(`http://127.0.0.1:${BARE_PORT}/`, { method: call.method, body: call.body });
    await stop(bare);
    await load(`${base}${call.path}`, { method: call.method, body: call.body, seconds: 2 }); // warm-up
    const full = await load(`${base}${call.path}`, { method: call.method, body: call.body });
    const half = await load(`${base}${call.path}`, { method: call.method, body: call.body, rate: Math.round(ceiling.rps / 2) });
    rows.push(
      `| ${call.name} | ${bytes.length} | ${Math.round(ceiling.rps)} | ${Math.round(full.rps)} | ${(full.rps / ceiling.rps).toFixed(2)} | ${full.p50} / ${full.p99} | ${half.p99} | ${full.errors + half.errors} |`,
    );
  }

  const rss = await fetch(`${base}/health`).then(() => process.memoryUsage().rss);
  void rss;
  console.log(`\nCold start (fresh data folder: migrate + seed + listen): ${coldStartMs} ms`);
  console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per run, on ${process.platform} with Node ${process.version}\n`);
  console.log('| call | bytes | bare http req/s | app req/s | ratio | app p50 / p99 ms (full load) | p99 ms at half the bare rate | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  const { readFileSync } = await import('node:fs');
  const status = readFileSync(`/proc/${app.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  if (status) console.log(`\nServer peak memory (VmHWM): ${Math.round(Number(status[1]) / 1024)} MB`);
} finally {
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
