CREATE TABLE "login_attempts" (
	"client_key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;