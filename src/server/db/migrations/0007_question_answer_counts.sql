CREATE TABLE "answer_counts_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	CONSTRAINT "answer_counts_state_single_row" CHECK ("answer_counts_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "question_answer_counts" (
	"question_id" text NOT NULL,
	"version_at" timestamp with time zone NOT NULL,
	"letter" text NOT NULL,
	"answers" integer NOT NULL,
	"right_answers" integer NOT NULL,
	CONSTRAINT "question_answer_counts_question_id_version_at_letter_pk" PRIMARY KEY("question_id","version_at","letter")
);
--> statement-breakpoint
INSERT INTO "answer_counts_state" ("id", "counted_until") VALUES (1, '-infinity') ON CONFLICT DO NOTHING;
