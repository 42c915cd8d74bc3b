CREATE TABLE "help_translations" (
	"question_id" text NOT NULL,
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"correct_answer" smallint NOT NULL,
	"explanation" text NOT NULL,
	"memory_device" text NOT NULL,
	"context" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_translations_question_id_lang_pk" PRIMARY KEY("question_id","lang"),
	CONSTRAINT "help_translations_lang_known" CHECK ("help_translations"."lang" IN ('pa', 'hi', 'tl', 'zh-Hans', 'ur', 'ar', 'fa', 'es'))
);
--> statement-breakpoint
ALTER TABLE "help_translations" ADD CONSTRAINT "help_translations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "help_translations_bank_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bank_changed"();