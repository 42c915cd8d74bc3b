-- Each session's answers move from one row per answer into parallel arrays on the session row
-- (written far faster by a crowd of submissions). Existing answers are carried over.
ALTER TABLE "practice_sessions" ADD COLUMN "question_ids" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "selected_answers" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "verdicts" boolean[] NOT NULL DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "answer_seconds" integer[] NOT NULL DEFAULT '{}';--> statement-breakpoint
UPDATE "practice_sessions" AS s SET
  "question_ids" = a.question_ids,
  "selected_answers" = a.selected_answers,
  "verdicts" = a.verdicts,
  "answer_seconds" = a.answer_seconds
FROM (
  SELECT "session_id",
    array_agg("question_id" ORDER BY "position") AS question_ids,
    array_agg("selected_answer" ORDER BY "position") AS selected_answers,
    array_agg("is_correct" ORDER BY "position") AS verdicts,
    array_agg("time_spent" ORDER BY "position") AS answer_seconds
  FROM "session_answers" GROUP BY "session_id"
) AS a
WHERE a."session_id" = s."id";--> statement-breakpoint
-- Sessions whose answers were not all there cannot satisfy the new check: they are not statistics.
DELETE FROM "practice_sessions" WHERE cardinality("question_ids") <> "total_questions";--> statement-breakpoint
ALTER TABLE "practice_sessions" ALTER COLUMN "question_ids" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "practice_sessions" ALTER COLUMN "selected_answers" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "practice_sessions" ALTER COLUMN "verdicts" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "practice_sessions" ALTER COLUMN "answer_seconds" DROP DEFAULT;--> statement-breakpoint
DROP TABLE "session_answers" CASCADE;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "sessions_answers_complete" CHECK (cardinality("practice_sessions"."question_ids") = "practice_sessions"."total_questions" AND cardinality("practice_sessions"."selected_answers") = "practice_sessions"."total_questions" AND cardinality("practice_sessions"."verdicts") = "practice_sessions"."total_questions" AND cardinality("practice_sessions"."answer_seconds") = "practice_sessions"."total_questions");
