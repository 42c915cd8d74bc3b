import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `onMessage` on every NOTIFY on `channel`, from any instance; `onReconnect` after a lost connection. */
  listen(channel: string, onMessage: () => void, onReconnect?: () => void): Promise<void>;
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
 * Prepares a new data folder in a short-lived child process (see init-data-dir.ts): the
 * memory PGlite takes to create a folder is never given back, so the server only opens one.
 */
async function initialiseDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const here = fileURLToPath(import.meta.url);
  const script = join(here, '..', `init-data-dir${extname(here)}`);
  await new Promise<void>((resolve, reject) => {
    const child = fork(script, [dataDir], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initialising ${dataDir} failed (${code})`))));
  });
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    await initialiseDataDir(target.dataDir);
    dataDir = target.dataDir;
  }
  // PGlite's default initial heap is several hundred MB; the smallest it accepts (128 MiB)
  // grows on demand and keeps the whole server well under its memory budget.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    initialMemory: PGLITE_INITIAL_MEMORY,
    startParams: PGLITE_START_PARAMS,
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    async ping() {
      await client.query('select 1');
    },
    exclusive: (task) => task(),
    async close() {
      await client.close();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let listener: pg.Client | undefined;
  let closing = false;

  const connectListener = async (
    channel: string,
    onMessage: () => void,
    onReconnect?: () => void,
  ): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onMessage();
    });
    client.on('error', () => {
      // The connection is lost: notifications may have been missed, so reconnect and resync.
      if (closing) return;
      setTimeout(() => {
        connectListener(channel, onMessage, onReconnect)
          .then(() => onReconnect?.())
          .catch(() => undefined);
      }, 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listener = client;
  };

  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    listen: connectListener,
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
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
