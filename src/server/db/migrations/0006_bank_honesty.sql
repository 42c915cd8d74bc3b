CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"admin_id" integer,
	"admin_email" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entity_known" CHECK ("audit_log"."entity_type" IN ('question', 'category'))
);
--> statement-breakpoint
CREATE TABLE "bank_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_state_single_row" CHECK ("bank_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" text NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_known" CHECK ("reports"."reason" IN ('wrong-answer', 'unclear', 'out-of-date', 'typo', 'other')),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" IN ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_lang_known" CHECK ("reports"."lang" IN ('en', 'fr')),
	CONSTRAINT "reports_message_length" CHECK ("reports"."message" IS NULL OR length("reports"."message") <= 1000),
	CONSTRAINT "reports_note_length" CHECK ("reports"."note" IS NULL OR length("reports"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_admin_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_question_idx" ON "reports" USING btree ("question_id");--> statement-breakpoint
INSERT INTO "bank_state" ("id", "revision") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every statement that writes the bank (the admin API, seeding, manual SQL) bumps the revision
-- and announces it; PostgreSQL delivers the notification only if the transaction commits.
CREATE FUNCTION "bank_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_revision bigint;
BEGIN
  UPDATE "bank_state" SET "revision" = "revision" + 1, "changed_at" = now() WHERE "id" = 1 RETURNING "revision" INTO next_revision;
  PERFORM pg_notify('bank_changed', next_revision::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_bank_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "bank_changed"();--> statement-breakpoint
CREATE TRIGGER "question_translations_bank_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "question_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bank_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_bank_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bank_changed"();--> statement-breakpoint
CREATE TRIGGER "category_translations_bank_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bank_changed"();
