/**
 * A flood of page URLs no link makes (random paths and query values, as a scanner or an attacker
 * sends), 4 connections for 20 s against the built server, while a bystander loads the landing
 * page and the categories. Prints the bystander's median and p95 latency before, during and after,
 * the flood's answers, and the server's memory after. Targets: p95 during the flood within 2× of
 * before; memory ≤ 350 MB. Run by `npm run bench`, alone with `node --import tsx bench/page-flood.ts`.
 */
import { readFileSync } from 'node:fs';
import { startServer } from '../tests/support/start-server.js';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 20);
const PHASE_SECONDS = 8;
const FLOOD_CONNECTIONS = 4;

const server = await startServer();
const memory = () => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024);
  return { resident: mb('VmRSS'), peak: mb('VmHWM') };
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The bystander: a learner loading pages and a hot read, one after the other, for `seconds`. */
async function bystander(seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.base}${i % 2 ? '/api/categories' : '/'}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const random = () => Math.random().toString(36).slice(2, 10);
const floodUrl = (i: number) =>
  [
    `/practice?questions=${random()}&category=${random()}`,
    `/study/${random()}${random()}`,
    `/${random()}/${'x'.repeat(i % 4000)}`,
    `/practice-test?questions=${i % 200}&random=${random()}`,
    `/flashcards?category=${random()}&mode=${random()}`,
    `/fr/study/${random()}`,
  ][i % 6]!;

try {
  // Warm the pages the bystander loads.
  await bystander(2);
  const before = await bystander(PHASE_SECONDS);
  const statuses = new Map<number, number>();
  let flooding = true;
  let sent = 0;
  const flood = Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (flooding) {
        const response = await fetch(`${server.base}${floodUrl(sent++)}`).catch(() => undefined);
        if (!response) continue;
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const during = await bystander(FLOOD_SECONDS);
  flooding = false;
  await flood;
  const after = await bystander(PHASE_SECONDS);
  const mem = memory();
  const line = (name: string, values: number[]) => `${name}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (${values.length} requests)`;
  console.log(`\nPage flood: ${sent} random page URLs in ${FLOOD_SECONDS} s from ${FLOOD_CONNECTIONS} connections; answers ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`Bystander ${line('before', before)}`);
  console.log(`Bystander ${line('during', during)} — p95 ${(percentile(during, 95) / Math.max(0.1, percentile(before, 95))).toFixed(2)}× before (target ≤ 2×)`);
  console.log(`Bystander ${line('after', after)}`);
  console.log(`Server memory after the flood: ${mem.resident} MB resident, peak ${mem.peak} MB (target ≤ 350 MB)`);
} finally {
  await server.stop();
}
