-- Versions (decision 029): every change of a question or category row moves its version, whoever
-- writes it (admin API, seeding, plain SQL); each question version's answer key is kept, so an
-- answer given on an older version is scored with the key it was given on.
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "question_versions" (
	"question_id" text NOT NULL,
	"version" integer NOT NULL,
	"correct_answer" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_versions_question_id_version_pk" PRIMARY KEY("question_id","version")
);
--> statement-breakpoint
INSERT INTO "question_versions" ("question_id", "version", "correct_answer") SELECT "id", "version", "correct_answer" FROM "questions";--> statement-breakpoint
CREATE FUNCTION "next_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_next_version" BEFORE UPDATE ON "questions" FOR EACH ROW EXECUTE FUNCTION "next_row_version"();--> statement-breakpoint
CREATE TRIGGER "categories_next_version" BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION "next_row_version"();--> statement-breakpoint
CREATE FUNCTION "keep_question_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_versions" ("question_id", "version", "correct_answer") VALUES (NEW.id, NEW.version, NEW.correct_answer)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_keep_version" AFTER INSERT OR UPDATE ON "questions" FOR EACH ROW EXECUTE FUNCTION "keep_question_version"();--> statement-breakpoint
-- Sessions say which version each answer was given on, and carry a keyed hash of the sender's network.
ALTER TABLE "practice_sessions" ADD COLUMN "question_versions" integer[];--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "address_key" text;--> statement-breakpoint
-- Counts by version number instead of the version's time; counts of the current version carry over.
ALTER TABLE "question_answer_counts" ADD COLUMN "version" integer;--> statement-breakpoint
UPDATE "question_answer_counts" AS c SET "version" = CASE WHEN q."updated_at" = c."version_at" THEN q."version" ELSE 0 END
FROM "questions" AS q WHERE q."id" = c."question_id";--> statement-breakpoint
DELETE FROM "question_answer_counts" WHERE "version" IS NULL;--> statement-breakpoint
ALTER TABLE "question_answer_counts" ALTER COLUMN "version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "question_answer_counts" DROP CONSTRAINT "question_answer_counts_question_id_version_at_letter_pk";--> statement-breakpoint
ALTER TABLE "question_answer_counts" DROP COLUMN "version_at";--> statement-breakpoint
ALTER TABLE "question_answer_counts" ADD CONSTRAINT "question_answer_counts_question_id_version_letter_pk" PRIMARY KEY("question_id","version","letter");--> statement-breakpoint
CREATE TABLE "answer_admissions" (
	"question_id" text NOT NULL,
	"version" integer NOT NULL,
	"day" date NOT NULL,
	"learner_key" text NOT NULL,
	"address_key" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "answer_admissions_learner_idx" ON "answer_admissions" USING btree ("question_id","version","day","learner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_admissions_address_idx" ON "answer_admissions" USING btree ("question_id","version","day","address_key");--> statement-breakpoint
CREATE INDEX "answer_admissions_day_idx" ON "answer_admissions" USING btree ("day");--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "site_secrets" ("name", "value") VALUES ('address_key_salt', md5(gen_random_uuid()::text || clock_timestamp()::text) || md5(gen_random_uuid()::text));
