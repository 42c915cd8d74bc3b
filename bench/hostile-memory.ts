/**
 * Server memory under hostile traffic: 10,000 malformed and oversized requests to the
 * learner, report and admin endpoints (control characters, huge numbers, deep nesting, very long
 * strings, bodies over the limit, wrong passwords, no session), 20 at a time, against the built
 * server on a fresh embedded database. Prints the answers by status, any 5xx, and the server's
 * resident and peak memory before and after. Run by `npm run bench`, and alone with
 * `node --import tsx bench/hostile-memory.ts` (HOSTILE_REQUESTS overrides the count).
 */
import { readFileSync } from 'node:fs';
import { startServer } from '../tests/support/start-server.js';

const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const CONCURRENCY = 20;

interface Hostile {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
}

const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};
const json = (value: unknown) => JSON.stringify(value);
const session = (overrides: Record<string, unknown>) =>
  json({
    session_type: 'practice',
    total_questions: 1,
    time_spent_seconds: 30,
    questions: [{ question_id: 'geo-001', selected_answer: 1, time_spent: 30 }],
    ...overrides,
  });

/** The request for round `i`: a rotation through every kind of bad input. */
function hostile(i: number): Hostile {
  const long = 'é'.repeat(5_000 + ((i * 7919) % 200_000));
  const control = `geo-00${i % 10}${String.fromCharCode(i % 32)}x`;
  const kinds: Hostile[] = [
    { method: 'POST', path: '/api/sessions', body: session({ questions: [{ question_id: control, selected_answer: 1, time_spent: 3 }] }) },
    { method: 'POST', path: '/api/sessions', body: session({ time_spent_seconds: 2147483648 + i }) },
    { method: 'POST', path: '/api/sessions', body: session({ questions: deep(50 + (i % 350)) }) },
    { method: 'POST', path: '/api/sessions', body: session({ session_type: long }) },
    { method: 'POST', path: '/api/sessions', body: `{"__proto__":{"polluted":${i}},"constructor":{"prototype":{"x":1}}}` },
    { method: 'POST', path: '/api/sessions', body: `{"questions":[${'"x",'.repeat(400_000)}"x"]}` },
    { method: 'GET', path: `/api/questions?limit=${2 ** 40 + i}&category=%00&lang=xx` },
    { method: 'GET', path: `/api/questions?ids=${encodeURIComponent(control)},${'a'.repeat(3000)}` },
    { method: 'POST', path: '/api/reports', body: json({ question_id: 'geo-001', reason: 'unclear', message: long, lang: 'en' }) },
    { method: 'POST', path: '/api/reports', body: json({ question_id: control, reason: 'other', lang: 'fr' }) },
    { method: 'POST', path: '/api/admin/login', body: json({ email: `attacker${i}@example.test`, password: long.slice(0, 300) }) },
    { method: 'GET', path: `/api/admin/questions?search=${encodeURIComponent(control)}&page=${-i}` },
    { method: 'PUT', path: `/api/admin/questions/a%00b${i}`, body: json({ question: long }) },
    { method: 'DELETE', path: `/api/admin/questions/${encodeURIComponent(control)}` },
  ];
  return kinds[i % kinds.length]!;
}

const server = await startServer({ env: { SESSION_RATE_LIMIT_PER_MINUTE: '1000000', REPORT_RATE_LIMIT: '1000000' } });
const memory = () => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024);
  return { resident: mb('VmRSS'), peak: mb('VmHWM') };
};
try {
  const before = memory();
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  let next = 0;
  let cutOff = 0;
  const startedAt = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const request = hostile(next++);
        const response = await fetch(`${server.base}${request.path}`, {
          method: request.method,
          headers: request.body ? { 'content-type': 'application/json', origin: server.base } : { origin: server.base },
          body: request.body,
        }).catch(() => undefined);
        // A body over the limit is refused (413) before it is all sent; the upload then breaks off.
        if (!response) {
          cutOff += 1;
          continue;
        }
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) serverErrors.push(`${request.method} ${request.path.slice(0, 80)} → ${response.status}`);
      }
    }),
  );
  const seconds = (Date.now() - startedAt) / 1000;
  const after = memory();
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
  console.log(`\nHostile traffic: ${REQUESTS} requests, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s`);
  console.log(`Answers by status: ${byStatus}; uploads cut off by the server: ${cutOff}; 5xx: ${serverErrors.length}`);
  serverErrors.slice(0, 10).forEach((line) => console.log(`  ${line}`));
  console.log(`Server memory: ${before.resident} MB resident before, ${after.resident} MB after, peak ${after.peak} MB (target ≤ 350 MB)`);
  if (serverErrors.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
