ALTER TABLE "questions" ADD COLUMN "lesson_section" text;
