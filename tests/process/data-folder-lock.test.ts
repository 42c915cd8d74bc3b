import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server';

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => undefined);
});

/** Starts the built server on a data folder and resolves with how it ended (it should not start). */
function startExpectingRefusal(dataDir: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output, ms: Date.now() - started })));
}

describe('one PGlite data folder, one server process', () => {
  it('refuses a second server on the same folder, and lets a new one start after the first is killed', async () => {
    const first = await startServer();
    servers.push(first);

    const second = await startExpectingRefusal(first.dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain(first.dataDir);
    expect(second.output).toContain(`in use by process ${first.process.pid}`);
    expect(second.ms).toBeLessThan(15_000);
    // The first server was not disturbed.
    expect((await fetch(`${first.base}/health`)).ok).toBe(true);

    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    expect(existsSync(`${first.dataDir}.lock`)).toBe(true); // left behind by the killed process

    const third = await startServer({ dataDir: first.dataDir });
    servers.push({ ...third, stop: async () => { await third.stop(); rmSync(`${first.dataDir}.lock`, { recursive: true, force: true }); } });
    const categories = await fetch(`${third.base}/api/categories`);
    expect(categories.status).toBe(200);
  });
});
