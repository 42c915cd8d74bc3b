CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_code_format" CHECK ("categories"."code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" text,
	"session_type" text NOT NULL,
	"total_questions" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"score_percentage" real NOT NULL,
	"time_spent_seconds" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_type_known" CHECK ("practice_sessions"."session_type" IN ('practice')),
	CONSTRAINT "sessions_counts" CHECK ("practice_sessions"."correct_answers" BETWEEN 0 AND "practice_sessions"."total_questions"),
	CONSTRAINT "sessions_score_range" CHECK ("practice_sessions"."score_percentage" BETWEEN 0 AND 100),
	CONSTRAINT "sessions_time_nonnegative" CHECK ("practice_sessions"."time_spent_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"option_a" text NOT NULL,
	"option_b" text NOT NULL,
	"option_c" text NOT NULL,
	"option_d" text NOT NULL,
	"correct_answer" smallint NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"memory_device" text DEFAULT '' NOT NULL,
	"context" text,
	"category_code" text NOT NULL,
	"difficulty_level" text DEFAULT 'medium' NOT NULL,
	"source" text DEFAULT 'Discover Canada' NOT NULL,
	"chapter" text,
	"content_hash" text,
	"admin_modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_text_present" CHECK (length(btrim("questions"."question")) > 0),
	CONSTRAINT "questions_four_options" CHECK (length(btrim("questions"."option_a")) > 0 AND length(btrim("questions"."option_b")) > 0 AND length(btrim("questions"."option_c")) > 0 AND length(btrim("questions"."option_d")) > 0),
	CONSTRAINT "questions_correct_answer_range" CHECK ("questions"."correct_answer" BETWEEN 0 AND 3),
	CONSTRAINT "questions_difficulty_known" CHECK ("questions"."difficulty_level" IN ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "session_answers" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"selected_answer" text,
	"is_correct" boolean NOT NULL,
	"time_spent" integer NOT NULL,
	CONSTRAINT "session_answers_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "answers_letter" CHECK ("session_answers"."selected_answer" IS NULL OR "session_answers"."selected_answer" IN ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_expiry_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("client_key","failed_at");--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "practice_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_code");