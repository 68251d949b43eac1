CREATE TABLE "alert_inbox" (
	"user_id" bigint NOT NULL,
	"alert_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"sent" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "alert_inbox_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"muted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel" text DEFAULT 'auto' NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lock_id" bigint,
	"owner_id" bigint NOT NULL,
	"dedupe" text NOT NULL,
	"params" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "door_sensor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "door_state" smallint;--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "door_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "door_alert_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_inbox" ADD CONSTRAINT "alert_inbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_inbox" ADD CONSTRAINT "alert_inbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_inbox_unread_idx" ON "alert_inbox" USING btree ("user_id") WHERE "alert_inbox"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_dedupe_uq" ON "alerts" USING btree ("dedupe");--> statement-breakpoint
CREATE INDEX "alerts_lock_idx" ON "alerts" USING btree ("lock_id");--> statement-breakpoint
CREATE INDEX "locks_door_open_idx" ON "locks" USING btree ("door_state_at") WHERE "locks"."door_state" = 1 and "locks"."door_alert_seconds" > 0 and "locks"."deleted_at" is null;