import { inArray, sql, type SQL } from 'drizzle-orm';
import { ANSWER_LETTERS } from '../../../shared/constants.js';
import type { AnswerLetter } from '../../../shared/rules/answers.js';
import { MIN_ATTEMPTS_FOR_STATS, STATS_MIN_ANSWERED, STATS_MIN_SECONDS_PER_ANSWER, type AnswerCounts } from '../../../shared/rules/question-stats.js';
import type { Database, Db } from '../../db/client.js';
import type { QuestionRow } from '../../db/question-mapper.js';
import { questions } from '../../db/schema.js';


/**
 * The answers of the sessions stored in [since, until) that may count (decision 029): given, on a
 * known version, in a session that looks like real study (at least STATS_MIN_ANSWERED answers, at
 * least STATS_MIN_SECONDS_PER_ANSWER seconds for each). One row per question, version, day and
 * learner: the first answer of the day.
 */
const candidates = sql`
  SELECT DISTINCT ON (a.question_id, a.version, day, learner_key)
    a.question_id, a.version, a.letter, a.verdict, (s.created_at AT TIME ZONE 'UTC')::date AS day,
    coalesce(s.learner_id, s.id::text) AS learner_key, coalesce(s.address_key, s.id::text) AS address_key
  FROM state, practice_sessions s
    CROSS JOIN LATERAL unnest(s.question_ids, s.question_versions, s.selected_answers, s.verdicts) AS a(question_id, version, letter, verdict)
  WHERE s.created_at >= state.since AND s.created_at < state.until
    AND a.letter IS NOT NULL AND a.version IS NOT NULL
    AND cardinality(array_remove(s.selected_answers, NULL)) >= ${STATS_MIN_ANSWERED}
    AND s.time_spent_seconds >= ${STATS_MIN_SECONDS_PER_ANSWER} * cardinality(array_remove(s.selected_answers, NULL))
  ORDER BY a.question_id, a.version, day, learner_key, s.created_at`;

/**
 * How long the latest sessions wait before a fold counts them (STATS_SETTLE_SECONDS): with several
 * writers (PostgreSQL) one may still commit a session with an earlier created_at; PGlite has one
 * connection, so nothing waits (decision 029).
 */
export const settleSeconds = (database: Pick<Database, 'kind'>, configured: number) => (database.kind === 'postgres' ? configured : 0);

/**
 * Adds the answers of the sessions stored since the last fold to question_answer_counts. An
 * answer counts only if neither its learner nor its network was already counted for that
 * question, version and day (answer_admissions): one learner, or one address sending many
 * made-up sessions, weighs at most one answer a day. One statement; the state row's lock makes
 * concurrent folds (several instances) take turns. Sessions stored in the last `settle` seconds
 * wait for the next fold.
 */
export async function foldNewAnswers(db: Db, settle: number): Promise<void> {
  await db.execute(sql`
    WITH state AS (
      SELECT counted_until AS since, now() - make_interval(secs => ${settle}) AS until FROM answer_counts_state WHERE id = 1 FOR UPDATE
    ), candidate AS (${candidates}
    ), admitted AS (
      INSERT INTO answer_admissions (question_id, version, day, learner_key, address_key)
      SELECT question_id, version, day, learner_key, address_key FROM candidate ORDER BY day, question_id, learner_key
      ON CONFLICT DO NOTHING
      RETURNING question_id, version, day, learner_key
    ), folded AS (
      INSERT INTO question_answer_counts (question_id, version, letter, answers, right_answers)
      SELECT c.question_id, c.version, c.letter, count(*), count(*) FILTER (WHERE c.verdict)
      FROM admitted JOIN candidate c USING (question_id, version, day, learner_key)
      GROUP BY c.question_id, c.version, c.letter
      ORDER BY c.question_id, c.version, c.letter
      ON CONFLICT (question_id, version, letter) DO UPDATE SET answers = question_answer_counts.answers + excluded.answers,
        right_answers = question_answer_counts.right_answers + excluded.right_answers
    ), pruned AS (
      DELETE FROM answer_admissions WHERE day < (now() AT TIME ZONE 'UTC')::date - 1
    )
    UPDATE answer_counts_state SET counted_until = state.until FROM state WHERE answer_counts_state.id = 1 AND state.until > state.since`);
}

/**
 * Per question and letter, the counted answers of the question's current version (after a
 * reorder, a shuffle or any edit the older ones no longer match: their letters may name other
 * options). `ids` narrows it to some questions.
 */
function currentCounts(ids?: SQL): SQL {
  const only = ids ? sql`AND c.question_id IN (${ids})` : sql``;
  return sql`
    SELECT c.question_id, c.letter, c.answers, c.right_answers
    FROM question_answer_counts c JOIN questions q ON q.id = c.question_id AND q.version = c.version
    WHERE true ${only}`;
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
