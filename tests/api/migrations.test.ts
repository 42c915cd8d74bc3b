import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/project-paths.js';

/** Migrations that move data are run step by step here, with data written by the release before. */
const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(() => db.close());

describe('0002: session answers move into arrays on the session row', () => {
  it('carries every stored answer over, in order', async () => {
    for (const file of files.filter((f) => f < '0002')) await run(db, file);
    await db.exec(`
      INSERT INTO categories (code, slug, name, description, icon, display_order) VALUES ('HIS', 'history', 'History', '', 'x', 1);
      INSERT INTO questions (id, question, option_a, option_b, option_c, option_d, correct_answer, category_code)
        VALUES ('his-001', 'Q1', 'a', 'b', 'c', 'd', 0, 'HIS'), ('his-002', 'Q2', 'a', 'b', 'c', 'd', 1, 'HIS');
      INSERT INTO practice_sessions (id, session_type, total_questions, correct_answers, score_percentage, time_spent_seconds, passed)
        VALUES ('11111111-1111-4111-8111-111111111111', 'practice', 2, 1, 50, 60, false);
      INSERT INTO session_answers (session_id, position, question_id, selected_answer, is_correct, time_spent)
        VALUES ('11111111-1111-4111-8111-111111111111', 1, 'his-002', NULL, false, 30),
               ('11111111-1111-4111-8111-111111111111', 0, 'his-001', 'A', true, 30);
    `);
    await run(db, files.find((f) => f.startsWith('0002'))!);
    const { rows } = await db.query<{ question_ids: string[]; selected_answers: (string | null)[]; verdicts: boolean[]; answer_seconds: number[] }>(
      'SELECT question_ids, selected_answers, verdicts, answer_seconds FROM practice_sessions',
    );
    expect(rows).toEqual([{ question_ids: ['his-001', 'his-002'], selected_answers: ['A', null], verdicts: [true, false], answer_seconds: [30, 30] }]);
    const tables = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'session_answers'");
    expect(tables.rows[0]!.n).toBe(0);
  });
});
