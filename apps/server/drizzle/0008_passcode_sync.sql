CREATE TABLE "passcode_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"passcode_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sync_action" text;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sync_operation_id" bigint;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sync_error_code" integer;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sync_reason_key" text;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sync_reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sync_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "passcode_shares" ADD CONSTRAINT "passcode_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passcode_shares" ADD CONSTRAINT "passcode_shares_passcode_id_passcodes_id_fk" FOREIGN KEY ("passcode_id") REFERENCES "public"."passcodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passcode_shares_user_idx" ON "passcode_shares" USING btree ("user_id","created_at");