CREATE TABLE "ekey_revocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"key_id" bigint NOT NULL,
	"issued_before" bigint NOT NULL,
	"until" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"operation_id" bigint,
	"last_error_code" integer,
	"attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ekey_revocations" ADD CONSTRAINT "ekey_revocations_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ekey_revocations_lock_key_uq" ON "ekey_revocations" USING btree ("lock_id","key_id");--> statement-breakpoint
CREATE INDEX "ekey_revocations_pending_idx" ON "ekey_revocations" USING btree ("lock_id") WHERE "ekey_revocations"."delivered_at" is null;