import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  base: string;
  /** Everything the server printed (with `capture: true`). */
  output: () => string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  coldStartMs: number;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the built production server (dist/) on a fresh embedded data folder and waits for /health. */
export async function startServer(
  options: { port?: number; env?: Record<string, string>; dataDir?: string; capture?: boolean } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'server-data-'));
  const startedAt = Date.now();
  // The same V8 flag as `npm start` (decision 020).
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...options.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', options.capture ? 'pipe' : 'ignore', options.capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (exited) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 1200) throw new Error('the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const coldStartMs = Date.now() - startedAt;
  return {
    base,
    output: () => output,
    port,
    dataDir,
    process: child,
    coldStartMs,
    /** Ends the server (if still running) and removes its data folder. */
    async stop() {
      if (!exited) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      for (const path of [dataDir, `${dataDir}.lock`, `${dataDir}.lock-holder.json`]) rmSync(path, { recursive: true, force: true });
    },
  };
}
