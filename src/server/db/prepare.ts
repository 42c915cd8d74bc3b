import type { Database } from './client.js';
import { loadContentQuestions } from './content.js';
import { join } from 'node:path';
import { migrate } from './migrate.js';
import { loadFrenchFiles } from './translations.js';
import { seed } from './seed.js';

/** Migrates and seeds; call it while holding `database.exclusive`. Safe to run on every start. */
export async function migrateAndSeed(database: Database, contentDir?: string) {
  await migrate(database);
  return seed(database.db, loadContentQuestions(contentDir), contentDir === undefined ? loadFrenchFiles() : loadFrenchFiles(join(contentDir, 'fr')));
}
