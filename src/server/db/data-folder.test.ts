import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { explainFileError, lockDataFolder, prepareDataFolder, StartupError } from './data-folder';

const roots: string[] = [];
const scratch = () => {
  const root = mkdtempSync(join(tmpdir(), 'data-folder-'));
  roots.push(root);
  return root;
};
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A build that writes a database folder's first files, as the template copy does. */
const goodBuild = async (into: string) => {
  mkdirSync(join(into, 'global'), { recursive: true });
  writeFileSync(join(into, 'PG_VERSION'), '17\n');
  writeFileSync(join(into, 'global', 'pg_control'), 'x');
};

describe('preparing a data folder', () => {
  it('leaves nothing half-made when the disk fills during the copy, and builds it on the next start', async () => {
    const root = scratch();
    const folder = join(root, 'data');
    const diskFull = async (into: string) => {
      mkdirSync(into, { recursive: true });
      writeFileSync(join(into, 'PG_VERSION'), '17\n'); // copied first, as cpSync did
      throw Object.assign(new Error('ENOSPC: no space left on device, copyfile'), { code: 'ENOSPC' });
    };
    await expect(prepareDataFolder(folder, diskFull)).rejects.toThrow(/No space left on the disk that holds .*data/);
    expect(existsSync(folder)).toBe(false);
    expect(readdirSync(root)).toEqual([]);

    await prepareDataFolder(folder, goodBuild);
    expect(readdirSync(folder).sort()).toEqual(['.citizenship-data-folder', 'PG_VERSION', 'global']);
  });

  it('fills an empty folder (a mounted volume) and leaves a complete one alone', async () => {
    const folder = join(scratch(), 'data');
    mkdirSync(folder);
    await prepareDataFolder(folder, goodBuild);
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    let built = false;
    await prepareDataFolder(folder, async () => {
      built = true;
    });
    expect(built).toBe(false);
  });

  it('refuses a folder of other files, and names an unfinished one with what to do', async () => {
    const root = scratch();
    const foreign = join(root, 'photos');
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'cat.jpg'), 'x');
    await expect(prepareDataFolder(foreign, goodBuild)).rejects.toThrow(/photos is not empty and is not a database folder/);

    const halfCopied = join(root, 'data');
    mkdirSync(halfCopied);
    writeFileSync(join(halfCopied, 'PG_VERSION'), '17\n');
    const error = await prepareDataFolder(halfCopied, goodBuild).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/unfinished database folder .* delete it \(or move it away\) and start again/);
  });

  it('removes what an interrupted build left beside the folder', async () => {
    const root = scratch();
    mkdirSync(join(root, 'data.incoming-99999'));
    await prepareDataFolder(join(root, 'data'), goodBuild);
    expect(readdirSync(root)).toEqual(['data']);
  });
});

describe('locking a data folder', () => {
  it('refuses a second holder at once, naming the folder and the holder', async () => {
    const folder = join(scratch(), 'data');
    const release = await lockDataFolder(folder, () => undefined);
    const started = Date.now();
    const error = await lockDataFolder(folder, () => undefined).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toContain(folder);
    expect((error as Error).message).toContain(`process ${process.pid} on ${hostname()}`);
    await release();
    const again = await lockDataFolder(folder, () => undefined);
    await again();
  });

  it('takes over at once from a holder that died without releasing (kill -9)', async () => {
    const folder = join(scratch(), 'data');
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    mkdirSync(`${folder}.lock`);
    writeFileSync(`${folder}.lock-holder.json`, JSON.stringify({ pid: dead, host: hostname(), since: new Date().toISOString() }));
    const release = await lockDataFolder(folder, () => undefined);
    await release();
  });
});

describe('start-up errors in plain words', () => {
  it.each([
    ['EROFS', /read-only file system/],
    ['EACCES', /may not write to/],
    ['ENOSPC', /No space left/],
    ['ENOTDIR', /is a file, not a folder/],
  ])('%s names the folder and what to do', (code, message) => {
    const error = explainFileError(Object.assign(new Error(code), { code }), '/srv/site/data', 'creating the database folder');
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(message);
    expect(error.message).toContain('/srv/site/data');
  });
});
