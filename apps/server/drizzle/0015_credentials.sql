CREATE TABLE "credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"validity_type" smallint NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"cycle" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'normal' NOT NULL,
	"added_at_lock" boolean DEFAULT false NOT NULL,
	"sender_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sync_action" text,
	"sync_state" text,
	"sync_operation_id" bigint,
	"sync_error_code" integer,
	"sync_reason_key" text,
	"sync_reason_params" jsonb,
	"sync_failures" smallint DEFAULT 0 NOT NULL,
	"pending_change" jsonb
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_number_uq" ON "credentials" USING btree ("lock_id","kind","number") WHERE "credentials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "credentials_lock_idx" ON "credentials" USING btree ("lock_id","kind","id") WHERE "credentials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "credentials_number_idx" ON "credentials" USING btree ("kind","number") WHERE "credentials"."deleted_at" is null;