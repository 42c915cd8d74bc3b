/** npm run db:migrate | db:seed — the same steps the server runs at start, on demand. */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { migrateAndSeed } from './prepare.js';

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
try {
  await database.exclusive(async () => {
    if (command !== 'seed') {
      await migrate(database);
      console.log('Migrations applied.');
    } else {
      const result = await migrateAndSeed(database, config.CONTENT_DIR);
      console.log(`Seeded: ${result.questions} questions in the content files, ${result.written} inserted or refreshed.`);
    }
  });
} finally {
  await database.close();
}
