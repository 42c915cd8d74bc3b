import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  base: string;
  process: ChildProcess;
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Starts the built production server on a fresh data folder. */
export async function startServer(port: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const coldStartMs = Date.now() - startedAt;
  return {
    base,
    process: child,
    coldStartMs,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
