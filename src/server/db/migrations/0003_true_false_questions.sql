ALTER TABLE "questions" DROP CONSTRAINT "questions_four_options";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_correct_answer_range";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "option_c" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "option_d" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "question_type" text DEFAULT 'multiple-choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "out_of_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_type_known" CHECK ("questions"."question_type" IN ('multiple-choice', 'true-false'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_options_of_type" CHECK (length(btrim("questions"."option_a")) > 0 AND length(btrim("questions"."option_b")) > 0 AND CASE "questions"."question_type"
        WHEN 'true-false' THEN "questions"."option_c" IS NULL AND "questions"."option_d" IS NULL AND "questions"."correct_answer" BETWEEN 0 AND 1
        ELSE length(btrim("questions"."option_c")) > 0 AND length(btrim("questions"."option_d")) > 0 AND "questions"."correct_answer" BETWEEN 0 AND 3 END);