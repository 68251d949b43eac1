CREATE TABLE "seen_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "seen_signatures_seen_idx" ON "seen_signatures" USING btree ("seen_at");