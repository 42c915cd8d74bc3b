CREATE TABLE "category_translations" (
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_translations_code_locale_pk" PRIMARY KEY("code","locale"),
	CONSTRAINT "category_translations_locale_known" CHECK ("category_translations"."locale" IN ('fr'))
);
--> statement-breakpoint
CREATE TABLE "question_translations" (
	"question_id" text NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"option_a" text NOT NULL,
	"option_b" text NOT NULL,
	"option_c" text,
	"option_d" text,
	"explanation" text DEFAULT '' NOT NULL,
	"memory_device" text DEFAULT '' NOT NULL,
	"context" text,
	"content_hash" text,
	"admin_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_translations_question_id_locale_pk" PRIMARY KEY("question_id","locale"),
	CONSTRAINT "question_translations_locale_known" CHECK ("question_translations"."locale" IN ('fr')),
	CONSTRAINT "question_translations_text_present" CHECK (length(btrim("question_translations"."question")) > 0 AND length(btrim("question_translations"."option_a")) > 0 AND length(btrim("question_translations"."option_b")) > 0)
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_code_categories_code_fk" FOREIGN KEY ("code") REFERENCES "public"."categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_translations" ADD CONSTRAINT "question_translations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;