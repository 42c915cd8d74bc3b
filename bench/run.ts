/**
 * npm run bench: hot learner calls under load, side by side with a bare Node http server
 * answering the same number of bytes on the same machine. Prints requests per second,
 * p50/p99 latency, the ratio to that ceiling, and p99 at half the ceiling's rate.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../tests/support/start-server.js';
import { openLoop, type Call } from './open-loop.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
/** Two cores serve both the load generator and the server: take the median of a few rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const APP_PORT = 3400;
const BARE_PORT = 3401;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function load(
  url: string,
  opts: { method?: 'GET' | 'POST'; body?: string; rate?: number; seconds?: number; requests?: { path: string }[] } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: opts.method ?? 'GET',
        body: opts.body,
        requests: opts.requests,
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

function median(results: Result[]): Result {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!;
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

// Load tests come from one address: lift the per-address session limit for them.
const server = await startServer({ port: APP_PORT, env: { SESSION_RATE_LIMIT_PER_MINUTE: '100000000' } });
const { base, coldStartMs } = server;

try {
  const sample = (await (await fetch(`${base}/api/questions?limit=20`)).json()) as { data: { id: string; correct_answer: number }[] };
  // A finished test, every answer right (the server scores it with its own key).
  const session = JSON.stringify({
    session_type: 'practice',
    total_questions: sample.data.length,
    correct_answers: sample.data.length,
    score_percentage: 100,
    time_spent_seconds: 100,
    passed: true,
    questions: sample.data.map((q) => ({ question_id: q.id, selected_answer: 'ABCD'[q.correct_answer], is_correct: true, time_spent: 5 })),
  });
  const calls = [
    { name: 'GET /api/questions?limit=20&random=true', path: '/api/questions?limit=20&random=true' },
    { name: 'GET /api/categories', path: '/api/categories' },
    { name: 'GET /api/questions/stats', path: '/api/questions/stats' },
    // The same hot reads in French: the in-memory bank holds both languages.
    { name: 'GET /api/questions?limit=20&random=true&lang=fr', path: '/api/questions?limit=20&random=true&lang=fr' },
    { name: 'GET /api/categories?lang=fr', path: '/api/categories?lang=fr' },
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
    await load(`${base}${call.path}`, { method: call.method, body: call.body, seconds: 2 }); // warm-up
    const ceilings: Result[] = [];
    const fulls: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ceilings.push(await load(`http://127.0.0.1:${BARE_PORT}/`, { method: call.method, body: call.body }));
      fulls.push(await load(`${base}${call.path}`, { method: call.method, body: call.body }));
    }
    await stop(bare);
    const ceiling = median(ceilings);
    const full = median(fulls);
    const half = await load(`${base}${call.path}`, { method: call.method, body: call.body, rate: Math.round(ceiling.rps / 2) });
    rows.push(
      `| ${call.name} | ${bytes.length} | ${Math.round(ceiling.rps)} | ${Math.round(full.rps)} | ${(full.rps / ceiling.rps).toFixed(2)} | ${full.p50} / ${full.p99} | ${half.p99} | ${full.errors + half.errors} |`,
    );
  }

  // Writes next to reads: 70 % random tests, 10 % categories, 10 % stats, 10 % session submits,
  // offered at 80 % of the reads' own peak, against the same reads offered alone.
  const readCalls: Call[] = [
    ...Array.from({ length: 7 }, () => ({ kind: 'questions', path: '/api/questions?limit=20&random=true' })),
    { kind: 'categories', path: '/api/categories' },
    { kind: 'stats', path: '/api/questions/stats' },
  ];
  const peaks: Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) peaks.push(await load(base, { requests: readCalls }));
  const readPeak = median(peaks).rps;
  const mixRate = Math.round(0.8 * readPeak);
  const readsAlone = await openLoop(base, readCalls, Math.round(mixRate * 0.9), MIX_SECONDS);
  const mixed = await openLoop(base, [...readCalls, { kind: 'sessions', path: '/api/sessions', method: 'POST', body: session }], mixRate, MIX_SECONDS);
  const servedReads = (r: typeof mixed) => ['questions', 'categories', 'stats'].reduce((sum, k) => sum + (r[k]?.served ?? 0), 0);
  const mixRows = Object.entries(mixed).map(
    ([kind, r]) => `| ${kind} | ${Math.round(r.offered / MIX_SECONDS)} | ${Math.round(r.served / MIX_SECONDS)} | ${r.p99} | ${readsAlone[kind] ? Math.round(readsAlone[kind]!.served / MIX_SECONDS) : '–'} | ${readsAlone[kind]?.p99 ?? '–'} |`,
  );

  console.log(`\nCold start (fresh data folder: migrate + seed + listen): ${coldStartMs} ms`);
  console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} alternating rounds, Node ${process.version}\n`);
  console.log('| call | bytes | bare http req/s | app req/s | ratio | app p50 / p99 ms (full load) | p99 ms at half the bare rate | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(`\nMixed load for ${MIX_SECONDS} s, open loop at ${mixRate} req/s (80 % of the reads' peak of ${Math.round(readPeak)} req/s), 10 % of it session submits:\n`);
  console.log('| kind | offered req/s | served req/s | p99 ms | served alone req/s | p99 alone ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of mixRows) console.log(row);
  console.log(`\nReads served under the mix: ${((100 * servedReads(mixed)) / Math.max(1, servedReads(readsAlone))).toFixed(0)} % of what they get alone (target ≥ 80 %)`);
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024);
  console.log(`\nServer memory after the load: ${mb('VmRSS')} MB resident, peak ${mb('VmHWM')} MB (the peak includes PGlite's first-time initdb)`);
} finally {
  await server.stop();
}
