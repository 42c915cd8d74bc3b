import { inArray, sql, type SQL } from 'drizzle-orm';
import { ANSWER_LETTERS } from '../../../shared/constants.js';
import type { AnswerLetter } from '../../../shared/rules/answers.js';
import { MIN_ATTEMPTS_FOR_STATS, type AnswerCounts } from '../../../shared/rules/question-stats.js';
import type { Db } from '../../db/client.js';
import type { QuestionRow } from '../../db/question-mapper.js';
import { questions } from '../../db/schema.js';

/**
 * With several writers (PostgreSQL), sessions stored this recently are read from practice_sessions,
 * not folded into the counts yet: one written by another connection may still commit with an
 * earlier created_at. PGlite has one connection, so everything stored before a fold is in it.
 */
const SETTLE_SECONDS = 15;

/** The answers of session `s` that count for question `q` (decision 026): given, and since the question's last change. */
const countedAnswer = sql`a.letter IS NOT NULL AND s.created_at - make_interval(secs => s.time_spent_seconds) > q.updated_at`;
const answersOf = sql`CROSS JOIN LATERAL unnest(s.question_ids, s.selected_answers, s.verdicts) AS a(question_id, letter, verdict)
  JOIN questions q ON q.id = a.question_id`;

/**
 * Adds the answers of the sessions stored since the last fold to question_answer_counts, under
 * each question's current version. One statement; the state row's lock makes concurrent folds
 * (several instances) take turns.
 */
export async function foldNewAnswers(db: Db, concurrentWriters: boolean): Promise<void> {
  const settle = concurrentWriters ? SETTLE_SECONDS : 0;
  await db.execute(sql`
    WITH state AS (
      SELECT counted_until AS since, now() - make_interval(secs => ${settle}) AS until FROM answer_counts_state WHERE id = 1 FOR UPDATE
    ), folded AS (
      INSERT INTO question_answer_counts (question_id, version_at, letter, answers, right_answers)
      SELECT a.question_id, q.updated_at, a.letter, count(*), count(*) FILTER (WHERE a.verdict)
      FROM state, practice_sessions s ${answersOf}
      WHERE s.created_at >= state.since AND s.created_at < state.until AND ${countedAnswer}
      GROUP BY a.question_id, q.updated_at, a.letter
      ORDER BY a.question_id, q.updated_at, a.letter
      ON CONFLICT (question_id, version_at, letter) DO UPDATE SET answers = question_answer_counts.answers + excluded.answers,
        right_answers = question_answer_counts.right_answers + excluded.right_answers
    )
    UPDATE answer_counts_state SET counted_until = state.until FROM state WHERE answer_counts_state.id = 1 AND state.until > state.since`);
}

/**
 * Per question and letter, the answers that count: the folded ones of the question's current
 * version (after a reorder, a shuffle or any edit the older ones no longer match: their letters may
 * name other options), and those of the sessions not folded yet. `ids` narrows it to some questions.
 */
function currentCounts(ids?: SQL): SQL {
  const folded = ids ? sql`AND c.question_id IN (${ids})` : sql``;
  const recent = ids ? sql`AND s.question_ids && ARRAY[${ids}]::text[] AND a.question_id IN (${ids})` : sql``;
  return sql`
    SELECT question_id, letter, sum(answers)::int AS answers, sum(right_answers)::int AS right_answers FROM (
      SELECT c.question_id, c.letter, c.answers, c.right_answers
      FROM question_answer_counts c JOIN questions q ON q.id = c.question_id AND q.updated_at = c.version_at
      WHERE true ${folded}
      UNION ALL
      SELECT a.question_id, a.letter, 1, CASE WHEN a.verdict THEN 1 ELSE 0 END
      FROM answer_counts_state st, practice_sessions s ${answersOf}
      WHERE st.id = 1 AND s.created_at >= st.counted_until AND ${countedAnswer} ${recent}
    ) AS counted GROUP BY question_id, letter`;
}

interface CountsRow {
  question_id: string;
  attempts: number;
  correct: number;
  top_wrong_letter: string | null;
  top_wrong_count: number | null;
}

const isLetter = (value: string | null): value is AnswerLetter => (ANSWER_LETTERS as readonly (string | null)[]).includes(value);

/** The answer counts of the given questions (one page of the list); a question nobody answered is absent. */
export async function answerCountsFor(db: Db, ids: readonly string[]): Promise<Map<string, AnswerCounts>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Within one version a letter's answers are all right or all wrong: the key did not change.
  const result = (await db.execute(sql`
    SELECT question_id, sum(answers)::int AS attempts, sum(right_answers)::int AS correct,
      (array_agg(letter ORDER BY answers DESC, letter) FILTER (WHERE right_answers = 0))[1] AS top_wrong_letter,
      (array_agg(answers ORDER BY answers DESC, letter) FILTER (WHERE right_answers = 0))[1] AS top_wrong_count
    FROM (${currentCounts(list)}) AS per_letter
    GROUP BY question_id`)) as unknown as { rows: CountsRow[] };
  return new Map(
    result.rows.map((r) => [
      r.question_id,
      {
        attempts: r.attempts,
        correct: r.correct,
        topWrong: isLetter(r.top_wrong_letter) && r.top_wrong_count !== null ? { letter: r.top_wrong_letter, count: r.top_wrong_count } : null,
      },
    ]),
  );
}

/**
 * One page of the questions matching `where`, most missed first: those with at least
 * MIN_ATTEMPTS_FOR_STATS answers by share answered wrong, then the rest; ties in the list's default order.
 */
export async function questionsByMissRate(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<QuestionRow[]> {
  const result = (await db.execute(sql`
    WITH stats AS (
      SELECT question_id, sum(answers) AS attempts, 1 - sum(right_answers)::float8 / sum(answers) AS miss_rate
      FROM (${currentCounts()}) AS per_letter GROUP BY question_id
    )
    SELECT questions.id FROM questions LEFT JOIN stats ON stats.question_id = questions.id
    WHERE ${where ?? sql`true`}
    ORDER BY coalesce(stats.attempts, 0) >= ${MIN_ATTEMPTS_FOR_STATS} DESC,
      CASE WHEN stats.attempts >= ${MIN_ATTEMPTS_FOR_STATS} THEN stats.miss_rate END DESC,
      questions.category_code, questions.id
    LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: { id: string }[] };
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
