import { fork } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_TEMPLATE } from '../project-paths.js';
import { explainOpenFailure, lockDataFolder, markComplete, prepareDataFolder } from './data-folder.js';
import { NotificationListener } from './notification-listener.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onMessage` on every NOTIFY on `channel`, from any instance. A lost connection is
   * reconnected, forever, with backoff; `onReconnect` runs once it listens again (notifications
   * may have been missed meanwhile).
   */
  listen(channel: string, onMessage: () => void, onReconnect?: () => void): Promise<void>;
  /** Whether notifications are being received now (false while reconnecting). */
  listening(): boolean;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /** Runs `task` while holding a database-wide lock, so concurrent instances migrate one at a time. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_ID = 727_001;
const PGLITE_INITIAL_MEMORY = 128 * 1024 * 1024;
/**
 * PostgreSQL's defaults assume a dedicated server (128 MB of shared buffers). The whole bank is a
 * few MB and learner reads never reach the database, so small buffers keep PGlite's memory low.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB'],
  ...['-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
];

/**
 * Builds a new data folder in `into`: a copy of the build's seeded template (milliseconds), or,
 * running from source, initdb in a short-lived child process (see init-data-dir.ts), because the
 * memory PGlite takes to create a folder is never given back, so the server only opens one.
 */
async function buildDataFolder(into: string): Promise<void> {
  if (existsSync(join(PGLITE_TEMPLATE, 'PG_VERSION'))) {
    cpSync(PGLITE_TEMPLATE, into, { recursive: true });
    return;
  }
  const here = fileURLToPath(import.meta.url);
  const script = join(here, '..', `init-data-dir${extname(here)}`);
  await new Promise<void>((resolve, reject) => {
    const child = fork(script, [into], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initialising ${into} failed (${code})`))));
  });
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  let dataDir: string | undefined;
  let unlock: () => Promise<void> = async () => undefined;
  if ('dataDir' in target) {
    dataDir = target.dataDir;
    unlock = await lockDataFolder(dataDir, (error) => {
      // Another process may now open the folder: stop writing to it before both do.
      console.error(`Lost the lock on the data folder ${dataDir}: ${error.message}. Stopping to keep the data safe.`);
      process.exit(1);
    });
    try {
      await prepareDataFolder(dataDir, buildDataFolder);
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  // V8 recompiles PostgreSQL's hot WebAssembly functions with its optimising compiler and keeps
  // both copies: about 80 MB more resident memory for a few per cent on writes (learner reads
  // never reach the database). Measured in docs/performance.md.
  setFlagsFromString('--liftoff-only');
  // PGlite's default initial heap is several hundred MB; the smallest it accepts (128 MiB)
  // grows on demand and keeps the whole server well under its memory budget.
  let pgliteListening = false;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      initialMemory: PGLITE_INITIAL_MEMORY,
      startParams: PGLITE_START_PARAMS,
    });
    if (dataDir) markComplete(dataDir);
  } catch (error) {
    await unlock();
    throw dataDir ? explainOpenFailure(error, dataDir) : error;
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
      pgliteListening = true;
    },
    listening: () => pgliteListening,
    async ping() {
      await client.query('select 1');
    },
    exclusive: (task) => task(),
    async close() {
      await client.close();
      await unlock();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a failover, an administrator) is
  // dropped by the pool and replaced on the next query; without a listener it would crash
  // the process.
  pool.on('error', (error) => console.warn('An idle database connection was closed:', error.message));
  const listener = new NotificationListener(url);

  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    listen: (channel, onMessage, onReconnect) => listener.start(channel, onMessage, onReconnect),
    listening: () => listener.listening,
    async ping() {
      await pool.query('select 1');
    },
    async exclusive(task) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        return await task();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    async close() {
      await listener.stop();
      await pool.end();
    },
  };
}
