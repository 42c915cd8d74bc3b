/**
 * npm run bench: hot learner calls under load, side by side with a bare Node http server
 * answering the same number of bytes on the same machine. Prints requests per second,
 * p50/p99 latency, the ratio to that ceiling, and p99 at half the ceiling's rate.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { HELP_LANGS } from '../src/shared/help-languages.js';
import { startServer } from '../tests/support/start-server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
/** Two cores serve both the load generator and the server: take the median of a few rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 20);
const APP_PORT = 3400;
const BARE_PORT = 3401;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The bytes of a response as they travel (fetch would decompress a Brotli page). */
function bodyBytes(url: string, options: { method: string; body?: string; headers: Record<string, string> }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function load(
  url: string,
  opts: {
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    rate?: number;
    seconds?: number;
    requests?: { path: string }[];
    connections?: number;
    /** The class of status every answer should have: a revalidation answers 304. */
    expect?: '2xx' | '3xx';
  } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: opts.method ?? 'GET',
        body: opts.body,
        requests: opts.requests,
        headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
        connections: opts.connections ?? CONNECTIONS,
        duration: opts.seconds ?? DURATION,
        overallRate: opts.rate,
      },
      (error, r) => {
        if (error) return reject(error);
        const unexpected = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'] - r[opts.expect ?? '2xx'];
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + unexpected });
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
  const bankEtag = (await fetch(`${base}/api/questions?lang=fr`)).headers.get('etag') ?? '';
  const calls: { name: string; path: string; method?: 'POST'; body?: string; headers?: Record<string, string>; expect?: '3xx' }[] = [
    { name: 'GET /api/questions?limit=20&random=true', path: '/api/questions?limit=20&random=true' },
    { name: 'GET /api/categories', path: '/api/categories' },
    { name: 'GET /api/questions/stats', path: '/api/questions/stats' },
    // The same hot reads in French: the in-memory bank holds both languages.
    { name: 'GET /api/questions?limit=20&random=true&lang=fr', path: '/api/questions?limit=20&random=true&lang=fr' },
    { name: 'GET /api/categories?lang=fr', path: '/api/categories?lang=fr' },
    // A device checking that its copy of the whole bank is current: 304, no body (the bare server sends none either).
    { name: 'GET /api/questions?lang=fr with a current If-None-Match (304)', path: '/api/questions?lang=fr', headers: { 'if-none-match': bankEtag }, expect: '3xx' as const },
    { name: 'POST /api/sessions', path: '/api/sessions', method: 'POST' as const, body: session },
    // Learner pages as a phone asks for them: the server-rendered HTML, Brotli-compressed.
    { name: 'GET /practice (page HTML, br)', path: '/practice', headers: { 'accept-encoding': 'br' } },
    { name: 'GET /fr/study (page HTML, br)', path: '/fr/study', headers: { 'accept-encoding': 'br' } },
  ];

  const rows: string[] = [];
  for (const call of calls) {
    const bytes = await bodyBytes(`${base}${call.path}`, {
      method: call.method ?? 'GET',
      body: call.body,
      headers: { ...(call.body ? { 'content-type': 'application/json' } : {}), ...call.headers },
    });
    const bare = await startBare(bytes);
    await load(`http://127.0.0.1:${BARE_PORT}/`, { seconds: 2 }); // warm-up
    const options = { method: call.method, body: call.body, headers: call.headers, expect: call.expect };
    await load(`${base}${call.path}`, { ...options, seconds: 2 }); // warm-up
    const ceilings: Result[] = [];
    const fulls: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ceilings.push(await load(`http://127.0.0.1:${BARE_PORT}/`, { method: call.method, body: call.body }));
      fulls.push(await load(`${base}${call.path}`, options));
    }
    await stop(bare);
    const ceiling = median(ceilings);
    const full = median(fulls);
    const half = await load(`${base}${call.path}`, { ...options, rate: Math.round(ceiling.rps / 2) });
    rows.push(
      `| ${call.name} | ${bytes.length} | ${Math.round(ceiling.rps)} | ${Math.round(full.rps)} | ${(full.rps / ceiling.rps).toFixed(2)} | ${full.p50} / ${full.p99} | ${half.p99} | ${full.errors + half.errors} |`,
    );
  }

  // Writes next to reads: 70 % random tests, 10 % categories, 10 % stats, 10 % session submits,
  // offered at 80 % of the reads' own peak. Each round offers the reads alone, then the same
  // reads with the submits beside them; the two cores also run the load generator, so single
  // runs vary widely and the median round is reported.
  const readCalls = [...Array.from({ length: 7 }, () => ({ path: '/api/questions?limit=20&random=true' })), { path: '/api/categories' }, { path: '/api/questions/stats' }];
  const peaks: Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) peaks.push(await load(base, { requests: readCalls }));
  const readPeak = median(peaks).rps;
  const mixRate = Math.round(0.8 * readPeak);
  const readRate = Math.round(mixRate * 0.9);
  const sessionRate = mixRate - readRate;
  const mixRounds: { alone: Result; reads: Result; sessions: Result; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const alone = await load(base, { requests: readCalls, rate: readRate, seconds: MIX_SECONDS });
    const [reads, sessions] = await Promise.all([
      load(base, { requests: readCalls, rate: readRate, seconds: MIX_SECONDS }),
      load(`${base}/api/sessions`, { method: 'POST', body: session, rate: sessionRate, seconds: MIX_SECONDS, connections: 10 }),
    ]);
    mixRounds.push({ alone, reads, sessions, ratio: reads.rps / alone.rps });
  }
  const mix = [...mixRounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(mixRounds.length / 2)]!;

  // Each help language's pack as a phone downloads it (target ≤ 250 KB compressed).
  const packSizes: string[] = [];
  for (const lang of HELP_LANGS) {
    const bytes = await bodyBytes(`${base}/api/help/${lang}`, { method: 'GET', headers: { 'accept-encoding': 'br' } });
    packSizes.push(`${lang} ${(bytes.length / 1024).toFixed(0)} KB`);
  }

  console.log(`\nCold start (fresh data folder: migrate + seed + listen): ${coldStartMs} ms`);
  console.log(`Help-language packs, Brotli (target ≤ 250 KB each): ${packSizes.join(', ')}`);
  console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} alternating rounds, Node ${process.version}\n`);
  console.log('| call | bytes | bare http req/s | app req/s | ratio | app p50 / p99 ms (full load) | p99 ms at half the bare rate | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(`\nMixed load, ${ROUNDS} rounds of ${MIX_SECONDS} s: reads offered at ${readRate} req/s and session submits at ${sessionRate} req/s (80 % of the reads' peak of ${Math.round(readPeak)} req/s):\n`);
  console.log('| round | reads alone req/s | p99 ms | reads with submits req/s | p99 ms | submits req/s | p99 ms | reads kept |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  mixRounds.forEach((r, i) =>
    console.log(`| ${i + 1} | ${Math.round(r.alone.rps)} | ${r.alone.p99} | ${Math.round(r.reads.rps)} | ${r.reads.p99} | ${Math.round(r.sessions.rps)} | ${r.sessions.p99} | ${(100 * r.ratio).toFixed(0)} % |`),
  );
  console.log(`\nReads served under the mix (median round): ${(100 * mix.ratio).toFixed(0)} % of what they get alone, p99 ${mix.reads.p99} ms (targets ≥ 80 %, < 25 ms)`);
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024);
  console.log(`\nServer memory after the load: ${mb('VmRSS')} MB resident, peak ${mb('VmHWM')} MB`);
} finally {
  await server.stop();
}
