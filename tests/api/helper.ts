import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import type { SeedQuestion } from '../../src/server/db/content.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seed } from '../../src/server/db/seed.js';
import { ensureAdmin } from '../../src/server/modules/admin/admin-auth-repository.js';
import { buildBank, buildFrench } from '../support/builders.js';
import type { TranslationFile } from '../../src/server/db/translations.js';

export const ADMIN = { email: 'admin@example.test', password: 'a-long-test-password' };

/**
 * Where the API suite runs: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (one database per test file, dropped afterwards).
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

async function createTarget(): Promise<{ target: Parameters<typeof openDatabase>[0]; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) return { target: { memory: true }, drop: async () => undefined };
  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Opens another app instance on the same database (as a second server behind a load balancer). */
  secondInstance(): Promise<FastifyInstance>;
  /** Logs in and returns the Cookie header value. */
  login(ip?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestContext(
  options: { content?: SeedQuestion[]; french?: TranslationFile[]; clientRoot?: string; ssrEntry?: string; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const { target, drop } = await createTarget();
  const database = await openDatabase(target);
  await migrate(database);
  const content = options.content ?? buildBank();
  // The French of the test bank by default; none for a custom bank unless given.
  await seed(database.db, content, options.french ?? (options.content ? [] : buildFrench(content)));
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password);
  const config = loadConfig({ NODE_ENV: 'test', SESSION_RATE_LIMIT_PER_MINUTE: '10000', REPORT_RATE_LIMIT: '10000', OUTCOME_RATE_LIMIT: '10000', LOGIN_RATE_LIMIT_PER_MINUTE: '10000', ...options.env });
  const app = await buildApp({ config, database, clientRoot: options.clientRoot, ssrEntry: options.ssrEntry });
  await app.ready();
  const extra: { app: FastifyInstance; database?: Database }[] = [];

  return {
    app,
    database,
    config,
    async secondInstance() {
      const other = 'url' in target ? await openDatabase(target) : database;
      const second = await buildApp({ config, database: other });
      await second.ready();
      extra.push({ app: second, database: other === database ? undefined : other });
      return second;
    },
    async login(ip = '10.0.0.1') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: ADMIN,
        remoteAddress: ip,
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return cookieHeader(response);
    },
    async close() {
      for (const e of extra) {
        await e.app.close();
        await e.database?.close();
      }
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

type QuestionFields = Record<string, unknown>;

/**
 * An admin's edit of a question as the editor makes it: its saved fields, changed by `change`,
 * sent with the version read (If-Match). Returns the server's answer.
 */
export async function editQuestion(ctx: TestContext, cookie: string, id: string, change: (fields: QuestionFields) => QuestionFields) {
  const current = (await ctx.app.inject({ method: 'GET', url: `/api/admin/questions/${id}`, headers: { cookie } })).json().data;
  const fields: QuestionFields = {
    question: current.question,
    option_a: current.option_a,
    option_b: current.option_b,
    option_c: current.option_c,
    option_d: current.option_d,
    correct_answer: current.correct_answer,
    category_code: current.category_code,
    difficulty_level: current.difficulty_level,
    explanation: current.explanation,
    memory_device: current.memory_device,
  };
  return ctx.app.inject({ method: 'PUT', url: `/api/admin/questions/${id}`, headers: { cookie, 'if-match': `"${current.version}"` }, payload: change(fields) as object });
}
