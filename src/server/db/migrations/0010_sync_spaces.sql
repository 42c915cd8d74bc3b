CREATE TABLE "sync_chunks" (
	"space_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_chunks_space_id_seq_pk" PRIMARY KEY("space_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sync_spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"next_seq" integer DEFAULT 1 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sync_spaces_id_format" CHECK ("sync_spaces"."id" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "sync_chunks" ADD CONSTRAINT "sync_chunks_space_id_sync_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."sync_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_spaces_last_used_idx" ON "sync_spaces" USING btree ("last_used_at");