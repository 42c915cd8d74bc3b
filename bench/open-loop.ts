import { Agent, request } from 'node:http';

export interface Call {
  kind: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string | (() => string);
}

export interface KindResult {
  offered: number;
  served: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * An open-loop load: requests are offered at a fixed rate whatever the answers do (as real
 * learners would), cycling through `calls`; reports, per kind, how many were answered within
 * the run and the p99 latency. Unlike a closed loop, a slow server cannot slow the offer down.
 */
export async function openLoop(base: string, calls: Call[], ratePerSecond: number, seconds: number): Promise<Record<string, KindResult>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(base);
  const results: Record<string, { offered: number; served: number; latencies: number[] }> = {};
  for (const c of calls) results[c.kind] ??= { offered: 0, served: 0, latencies: [] };
  const tickMs = 10;
  const perTick = ratePerSecond / (1000 / tickMs);
  const end = Date.now() + seconds * 1000;
  let owed = 0;
  let next = 0;
  const inFlight = new Set<Promise<void>>();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      if (Date.now() >= end) {
        clearInterval(timer);
        done();
        return;
      }
      owed += perTick;
      for (; owed >= 1; owed -= 1) {
        const call = calls[next++ % calls.length]!;
        const result = results[call.kind]!;
        result.offered += 1;
        const started = performance.now();
        const body = typeof call.body === 'function' ? call.body() : call.body;
        const p = new Promise<void>((resolve) => {
          const req = request(
            { host: url.hostname, port: url.port, path: call.path, method: call.method ?? 'GET', agent, headers: body ? { 'content-type': 'application/json' } : {} },
            (res) => {
              res.resume();
              res.on('end', () => {
                if (Date.now() <= end && res.statusCode && res.statusCode < 400) {
                  result.served += 1;
                  result.latencies.push(performance.now() - started);
                }
                resolve();
              });
            },
          );
          req.on('error', () => resolve());
          req.end(body);
        });
        inFlight.add(p);
        void p.then(() => inFlight.delete(p));
      }
    }, tickMs);
  });
  await Promise.all(inFlight);
  agent.destroy();
  return Object.fromEntries(
    Object.entries(results).map(([kind, r]) => [kind, { offered: r.offered, served: r.served, p99: Math.round(percentile(r.latencies.sort((a, b) => a - b), 99) * 10) / 10 }]),
  );
}
