import type { FastifyBaseLogger } from 'fastify';
import { DEV_ADMIN, type Config } from './config.js';
import type { Database } from './db/client.js';
import { migrateAndSeed } from './db/prepare.js';
import { ensureAdmin } from './modules/admin/admin-auth-repository.js';

/**
 * Everything a start needs from the database, under the migration lock so that instances
 * starting together migrate, seed and create the admin one at a time.
 */
export async function prepareServer(
  database: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'CONTENT_DIR'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const admin = config.ADMIN_EMAIL && config.ADMIN_PASSWORD ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD } : DEV_ADMIN;
  await database.exclusive(async () => {
    log.info(await migrateAndSeed(database, config.CONTENT_DIR), 'question bank seeded');
    await ensureAdmin(database.db, admin.email, admin.password);
  });
  if (admin === DEV_ADMIN) {
    log.warn(`ADMIN_EMAIL/ADMIN_PASSWORD are not set: using the local development admin ${DEV_ADMIN.email}. Never do this in production.`);
  }
}
