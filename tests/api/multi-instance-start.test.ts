import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { prepareServer } from '../../src/server/startup.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const quiet = { info: () => undefined, warn: () => undefined };

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL: several instances starting at once on a new database', () => {
  const name = `api_start_${randomUUID().replaceAll('-', '')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('migrate, seed and create the admin once, and all start', async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;

    for (let i = 0; i < 3; i += 1) opened.push(await openDatabase({ url: url.toString() }));
    const config = { ADMIN_EMAIL: 'start@example.test', ADMIN_PASSWORD: 'a-long-start-password', CONTENT_DIR: undefined };
    await Promise.all(opened.map((database) => prepareServer(database, config, quiet)));

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const admins = await check.query(`SELECT count(*)::int AS n FROM admin_users WHERE email = 'start@example.test'`);
      expect(admins.rows[0].n).toBe(1);
      const migrations = await check.query(`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct_n FROM drizzle.__drizzle_migrations`);
      expect(migrations.rows[0].n).toBe(migrations.rows[0].distinct_n);
      const bank = await check.query(`SELECT count(*)::int AS n FROM questions`);
      expect(bank.rows[0].n).toBeGreaterThan(500);
    } finally {
      await check.end();
    }
  });
});
