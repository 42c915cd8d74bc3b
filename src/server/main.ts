import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { shutdownOnSignals } from './shutdown.js';
import { prepareServer } from './startup.js';
import { CLIENT_DIST_DIR } from './project-paths.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  const app = await buildApp({
    config,
    database,
    clientRoot: config.CLIENT_DIR ?? CLIENT_DIST_DIR,
    logger: { level: config.LOG_LEVEL },
  });
  await prepareServer(database, config, app.log);

  shutdownOnSignals(app, database);

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
