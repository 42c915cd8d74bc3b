/** npm run db:migrate | db:seed — the same steps the server runs at start, on demand. */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { loadContentQuestions } from './content.js';
import { migrate } from './migrate.js';
import { seed } from './seed.js';

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
try {
  await database.exclusive(async () => {
    await migrate(database);
    console.log('Migrations applied.');
    if (command === 'seed') {
      const result = await seed(database.db, loadContentQuestions(config.CONTENT_DIR));
      console.log(`Seeded: ${result.questions} questions in the content files, ${result.written} inserted or refreshed.`);
    }
  });
} finally {
  await database.close();
}
