/**
 * The admin list's per-question statistics over many sessions: 50,000 practice sessions of 20
 * answers (a million answers) on an in-memory PGlite, then the time of one page's figures and of
 * a page sorted by miss rate (median of five; the first run also folds 1,000 sessions stored
 * since the previous read). The figures of decision 026. Run alone: `node --import tsx bench/question-stats.ts [sessions]`.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.js';
import { loadContentQuestions } from '../src/server/db/content.js';
import { migrate } from '../src/server/db/migrate.js';
import { seed } from '../src/server/db/seed.js';
import { listQuestions } from '../src/server/modules/admin/admin-question-repository.js';
import { answerCountsFor, foldNewAnswers } from '../src/server/modules/admin/question-stats-repository.js';
import { insertSessions } from '../src/server/modules/sessions/session-repository.js';
import { adminQuestionsQuerySchema } from '../src/shared/contract/admin.js';
import { ANSWER_LETTERS, QUESTIONS_PER_TEST } from '../src/shared/constants.js';
import type { ScoredSession } from '../src/server/modules/sessions/session-rules.js';

const SESSIONS = Number(process.argv[2] ?? 50_000);
const BATCH = 500;
const RUNS = 5;
const RECENT = 1000;

const database = await openDatabase({ memory: true });
await migrate(database);
const bank = loadContentQuestions().filter((q) => !q.outOfTest);
await seed(database.db, bank, []);

let state = 11;
const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
function session(): ScoredSession {
  const asked = Array.from({ length: QUESTIONS_PER_TEST }, () => bank[Math.floor(random() * bank.length)]!);
  const unique = [...new Map(asked.map((q) => [q.id, q])).values()];
  const chosen = unique.map((q) => (random() < 0.75 ? q.correctAnswer : Math.floor(random() * q.options.length)));
  const verdicts = unique.map((q, i) => chosen[i] === q.correctAnswer);
  const correct = verdicts.filter(Boolean).length;
  return {
    payload: {
      session_type: 'practice',
      total_questions: unique.length,
      correct_answers: correct,
      score_percentage: (100 * correct) / unique.length,
      time_spent_seconds: 600,
      passed: false,
      questions: unique.map((q, i) => ({ question_id: q.id, selected_answer: ANSWER_LETTERS[chosen[i]!]!, is_correct: verdicts[i]!, time_spent: 30 })),
      learner_id: crypto.randomUUID(),
    },
    correct,
    percentage: (100 * correct) / unique.length,
    passed: false,
    verdicts,
    // Freshly seeded questions are at their first version; learners come from many networks.
    versions: unique.map(() => 1),
    addressKey: `net-${Math.floor(random() * 5000)}`,
  };
}

const loadStart = performance.now();
for (let done = 0; done < SESSIONS; done += BATCH) {
  await insertSessions(database.db, Array.from({ length: Math.min(BATCH, SESSIONS - done) }, session));
}
console.log(`${SESSIONS} sessions stored in ${Math.round(performance.now() - loadStart)} ms`);

async function median(label: string, task: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${Math.round(times[Math.floor(RUNS / 2)]!)} ms (${times.map(Math.round).join(', ')})`);
}

const defaultQuery = adminQuestionsQuerySchema.parse({});
// Sessions of the last few seconds are read live; these are older. The first read folds them all.
await database.db.execute(`UPDATE practice_sessions SET created_at = created_at - interval '1 hour'` as never);
const foldStart = performance.now();
await foldNewAnswers(database.db, 0);
console.log(`first read after ${SESSIONS} sessions: fold ${Math.round(performance.now() - foldStart)} ms`);
// Sessions stored since the last read: the next read folds them first.
for (let done = 0; done < RECENT; done += 20) await insertSessions(database.db, Array.from({ length: 20 }, session));
await median('page of 20, default order, with figures', async () => {
  await foldNewAnswers(database.db, 0);
  const { rows } = await listQuestions(database.db, defaultQuery);
  await answerCountsFor(database.db, rows.map((r) => r.id));
});
const byMissRate = adminQuestionsQuerySchema.parse({ sort: 'missRate' });
await median('page of 20 by miss rate, with figures', async () => {
  await foldNewAnswers(database.db, 0);
  const { rows } = await listQuestions(database.db, byMissRate);
  await answerCountsFor(database.db, rows.map((r) => r.id));
});
await database.close();
