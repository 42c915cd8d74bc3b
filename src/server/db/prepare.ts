import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { DEV_ADMIN } from '../config.js';
import { ensureAdmin } from '../modules/admin/admin-auth-repository.js';
import type { Database } from './client.js';
import { migrate } from './migrate.js';
import { loadContentQuestions } from './content.js';
import { seed } from './seed.js';

/** Migrates, seeds and makes sure the admin exists. Safe to run on every start. */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'CONTENT_DIR'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  await database.exclusive(async () => {
    await migrate(database);
    const result = await seed(database.db, loadContentQuestions(config.CONTENT_DIR));
    log.info(result, 'question bank seeded');
  });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  } else {
    await ensureAdmin(database.db, DEV_ADMIN.email, DEV_ADMIN.password);
    log.warn(
      `ADMIN_EMAIL/ADMIN_PASSWORD are not set: using the local development admin ${DEV_ADMIN.email}. Never do this in production.`,
    );
  }
}
