CREATE TABLE "passcodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"keyboard_pwd" text NOT NULL,
	"keyboard_pwd_name" text DEFAULT '' NOT NULL,
	"keyboard_pwd_type" smallint NOT NULL,
	"keyboard_pwd_version" smallint NOT NULL,
	"cycle_kind" smallint,
	"cycle_start_hour" smallint,
	"cycle_end_hour" smallint,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"first_use_by" timestamp with time zone NOT NULL,
	"length" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"period_key" text NOT NULL,
	"status" text DEFAULT '110501' NOT NULL,
	"sender_user_id" bigint,
	"send_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"revoke_pending" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "keyboard_pwd_version" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "passcodes" ADD CONSTRAINT "passcodes_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passcodes" ADD CONSTRAINT "passcodes_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passcodes_slot_uq" ON "passcodes" USING btree ("lock_id","period_key","slot");--> statement-breakpoint
CREATE INDEX "passcodes_lock_idx" ON "passcodes" USING btree ("lock_id","id") WHERE "passcodes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "passcodes_revoke_idx" ON "passcodes" USING btree ("lock_id") WHERE "passcodes"."revoke_pending";