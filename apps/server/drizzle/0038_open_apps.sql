CREATE TABLE "open_app_windows" (
	"app_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_app_windows_app_id_user_id_window_start_pk" PRIMARY KEY("app_id","user_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "open_apps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"callback_url" text,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"access_hash" text NOT NULL,
	"refresh_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "open_app_id" bigint;--> statement-breakpoint
ALTER TABLE "open_app_windows" ADD CONSTRAINT "open_app_windows_app_id_open_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."open_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_apps" ADD CONSTRAINT "open_apps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tokens" ADD CONSTRAINT "open_tokens_app_id_open_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."open_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tokens" ADD CONSTRAINT "open_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_apps_client_uq" ON "open_apps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "open_apps_user_idx" ON "open_apps" USING btree ("user_id") WHERE "open_apps"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "open_tokens_access_uq" ON "open_tokens" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "open_tokens_refresh_uq" ON "open_tokens" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "open_tokens_user_idx" ON "open_tokens" USING btree ("user_id") WHERE "open_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "open_tokens_app_idx" ON "open_tokens" USING btree ("app_id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_open_app_id_open_apps_id_fk" FOREIGN KEY ("open_app_id") REFERENCES "public"."open_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoints_open_app_uq" ON "webhook_endpoints" USING btree ("open_app_id");