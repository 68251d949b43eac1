CREATE TABLE "unlock_link_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ekeys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "validity_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "cycle_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "cycle_start_minute" integer;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "cycle_end_minute" integer;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "pending_receiver" text;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "link_secret" text;--> statement-breakpoint
ALTER TABLE "ekeys" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "unlock_link_attempts_token_idx" ON "unlock_link_attempts" USING btree ("token_hash","created_at");--> statement-breakpoint
CREATE INDEX "unlock_link_attempts_ip_idx" ON "unlock_link_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ekeys_lock_pending_uq" ON "ekeys" USING btree ("lock_id","pending_receiver") WHERE "ekeys"."deleted_at" is null and "ekeys"."pending_receiver" is not null;--> statement-breakpoint
CREATE INDEX "ekeys_sender_idx" ON "ekeys" USING btree ("lock_id","sender_user_id");