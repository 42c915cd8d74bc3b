import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statfsSync, writeFileSync, accessSync, constants } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** A start-up failure explained in plain words: main prints only the message. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Written into a data folder once it is complete; a folder without it was never finished. */
const COMPLETE_MARK = '.citizenship-data-folder';
/** A holder refreshes the lock every half of this; a lock older than this belongs to no live process. */
const LOCK_STALE_MS = 10_000;

interface Holder {
  pid: number;
  host: string;
  since: string;
}

const lockPath = (folder: string) => `${folder}.lock`;
const holderPath = (folder: string) => `${folder}.lock-holder.json`;

function readHolder(folder: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(holderPath(folder), 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host, since: String(holder.since) } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Turns a file-system error at start into what happened and what to do, naming the folder. */
export function explainFileError(error: unknown, folder: string, doing: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new StartupError(`No space left on the disk that holds ${folder} while ${doing}. Free some space and start again.`);
    case 'EROFS':
      return new StartupError(`${folder} is on a read-only file system, so the database cannot be ${doing === 'opening the database' ? 'opened' : 'created'} there. Set DATA_DIR to a writable folder.`);
    case 'EACCES':
    case 'EPERM':
      return new StartupError(`This process may not write to ${folder} (permission denied while ${doing}). Give it write access or set DATA_DIR to another folder.`);
    case 'ENOTDIR':
      return new StartupError(`${folder} (or a folder above it) is a file, not a folder. Set DATA_DIR to a folder.`);
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Claims the data folder for this process, so two servers never open one PGlite folder (which
 * corrupts it). The lock is `<folder>.lock`, refreshed while the process lives: a second process
 * is refused at once; after a crash (kill -9) the next start takes it over, at once when the
 * holder's process is gone on this machine, else once the lock has not been refreshed for 10 s.
 */
export async function lockDataFolder(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  try {
    mkdirSync(dirname(folder), { recursive: true });
  } catch (error) {
    throw explainFileError(error, dirname(folder), 'creating the folder that holds the data folder');
  }
  const take = () => lockfile.lock(folder, { realpath: false, lockfilePath: lockPath(folder), stale: LOCK_STALE_MS, update: LOCK_STALE_MS / 2, onCompromised: onLost });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw explainFileError(error, dirname(folder), 'locking the data folder');
    const holder = readHolder(folder);
    if (!holder || holder.host !== hostname() || isAlive(holder.pid)) {
      const who = holder ? `process ${holder.pid} on ${holder.host}, since ${holder.since}` : 'another process';
      throw new StartupError(
        `The data folder ${folder} is in use by ${who}. Only one server may use a PGlite data folder: stop the other one, ` +
          'set DATA_DIR to another folder, or use PostgreSQL (DATABASE_URL) to run several instances.',
      );
    }
    // The holder died without releasing the lock (kill -9, power loss): the lock is ours to take.
    rmSync(lockPath(folder), { recursive: true, force: true });
    release = await take();
  }
  writeFileSync(holderPath(folder), JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() } satisfies Holder));
  return async () => {
    rmSync(holderPath(folder), { force: true });
    await release().catch(() => undefined);
  };
}

/** Whether a folder holds a PostgreSQL data directory that was finished (or predates the mark and looks whole). */
function folderState(folder: string): 'missing' | 'empty' | 'complete' | 'incomplete' | 'foreign' {
  if (!existsSync(folder)) return 'missing';
  const entries = readdirSync(folder);
  if (entries.length === 0) return 'empty';
  if (entries.includes(COMPLETE_MARK)) return 'complete';
  if (!entries.includes('PG_VERSION')) return 'foreign';
  // Folders made before the mark existed: whole if the cluster's control file is there.
  return existsSync(join(folder, 'global', 'pg_control')) ? 'complete' : 'incomplete';
}

/**
 * Makes sure `dataDir` is a complete database folder: a new one is built in a temporary folder
 * beside it by `build` and renamed into place only when complete, so a full disk or a crash half
 * way leaves no half-made folder behind (the next start builds it again).
 */
export async function prepareDataFolder(dataDir: string, build: (into: string) => Promise<void>): Promise<void> {
  const folder = resolve(dataDir);
  const parent = dirname(folder);
  // Leftovers of an interrupted build (this process holds the lock, so nobody else is building).
  const prefix = `${basename(folder)}.incoming-`;
  for (const entry of readdirSync(parent)) if (entry.startsWith(prefix)) rmSync(join(parent, entry), { recursive: true, force: true });

  const state = folderState(folder);
  if (state === 'complete') return;
  if (state === 'foreign') {
    throw new StartupError(`${folder} is not empty and is not a database folder of this site. Set DATA_DIR to an empty or new folder, or to an existing data folder.`);
  }
  if (state === 'incomplete') {
    throw new StartupError(
      `${folder} holds an unfinished database folder (a first start was interrupted, for example by a full disk). ` +
        'It holds no data yet: delete it (or move it away) and start again to create it anew.',
    );
  }
  const incoming = join(parent, `${prefix}${process.pid}`);
  try {
    accessSync(parent, constants.W_OK);
    await build(incoming);
    writeFileSync(join(incoming, COMPLETE_MARK), `${new Date().toISOString()}\n`);
    if (state === 'empty') rmSync(folder, { recursive: true });
    renameSync(incoming, folder);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw explainFileError(error, folder, 'creating the database folder');
  }
}

/** Marks a folder made before the completion mark existed, once it has opened (it is whole). */
export function markComplete(dataDir: string): void {
  const mark = join(resolve(dataDir), COMPLETE_MARK);
  if (!existsSync(mark)) writeFileSync(mark, `${new Date().toISOString()}\n`);
}

/** Why PGlite could not open a folder, in plain words: read-only, out of space, or damaged. */
export function explainOpenFailure(error: unknown, dataDir: string): Error {
  const folder = resolve(dataDir);
  const code = (error as NodeJS.ErrnoException).code;
  if (code) return explainFileError(error, folder, 'opening the database');
  try {
    accessSync(folder, constants.W_OK);
  } catch (accessError) {
    return explainFileError(accessError, folder, 'opening the database');
  }
  try {
    const { bavail, bsize } = statfsSync(folder);
    if (bavail * bsize < 16 * 1024 * 1024) return explainFileError(Object.assign(new Error('no space'), { code: 'ENOSPC' }), folder, 'opening the database (it needs room to recover)');
  } catch {
    // statfs unsupported: fall through
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new StartupError(
    `The database in ${folder} could not be opened (${detail}). The folder may be damaged or made by another program. ` +
      'Restore it from a backup, or move it away to start with a new one.',
  );
}
