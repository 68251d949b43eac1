CREATE TABLE "lock_settings" (
	"lock_id" bigint PRIMARY KEY NOT NULL,
	"unlock_notice" smallint DEFAULT 2 NOT NULL,
	"double_verification" smallint DEFAULT 2 NOT NULL,
	"attendance" smallint DEFAULT 2 NOT NULL,
	"hotel_mode" smallint DEFAULT 0 NOT NULL,
	"room_status" smallint DEFAULT 2 NOT NULL,
	"passage" jsonb,
	"timezone_id" text,
	"dst_remind" smallint DEFAULT 1 NOT NULL,
	"clock_offset_ms" integer,
	"clock_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lock_settings" ADD CONSTRAINT "lock_settings_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;