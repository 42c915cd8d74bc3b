import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where package.json is), whether running from src/ or dist/. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'src/server/db/migrations');
export const CONTENT_DIR = join(PROJECT_ROOT, 'content/questions');
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist/client');
export const SSR_ENTRY = join(PROJECT_ROOT, 'dist/ssr/entry-server.js');
/** A migrated, seeded data folder written by the build (db/make-template.ts), copied on a first start. */
export const PGLITE_TEMPLATE = join(PROJECT_ROOT, 'dist/pglite-template');
