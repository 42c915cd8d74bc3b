CREATE TABLE "outcome_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"result" text NOT NULL,
	"band" smallint,
	"days_studied" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"lang" text NOT NULL,
	"reported_on" date DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_result_known" CHECK ("outcome_reports"."result" IN ('passed', 'failed', 'prefer-not')),
	CONSTRAINT "outcome_band_range" CHECK ("outcome_reports"."band" IS NULL OR "outcome_reports"."band" BETWEEN 0 AND 9),
	CONSTRAINT "outcome_attempt_range" CHECK ("outcome_reports"."attempt" BETWEEN 1 AND 3)
);
