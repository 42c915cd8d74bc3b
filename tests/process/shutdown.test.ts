import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

interface Sent {
  /** Resolves when the request has been written to its connection. */
  sent: Promise<void>;
  answer: Promise<{ status: number; connection: string | undefined }>;
}

function send(agent: Agent, url: string): Sent {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('finish', sent);
    req.on('error', reject);
    req.end();
  });
  return { sent: written, answer };
}

describe('SIGTERM with keep-alive clients attached', () => {
  it('answers what is in flight, closes every connection and the database, and exits 0 within 5 s', async () => {
    server = await startServer({ capture: true, env: { LOG_LEVEL: 'info' } });
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const url = `${server.base}/api/questions?limit=20&random=true`;
    // Eight connections, idle and kept alive by the client.
    await Promise.all(Array.from({ length: 8 }, () => send(agent, url).answer));
    const sockets = Object.values(agent.freeSockets).flat();
    expect(sockets.length).toBeGreaterThan(0);
    const closed = Promise.all(sockets.map((s) => new Promise((resolve) => s!.once('close', resolve))));

    // Fifty requests on those connections, then the signal while they are being answered.
    const inFlight = Array.from({ length: 50 }, () => send(agent, url));
    await Promise.all(inFlight.map((r) => r.sent));
    const exited = new Promise<number | null>((resolve) => server!.process.once('exit', resolve));
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');

    // Every request that reached the server is answered (200, or 503 once it was draining), and told to close.
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    await closed;
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(server.output()).toContain('shut down cleanly');
    agent.destroy();
  });
});
