CREATE TABLE "ekeys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"key_name" text NOT NULL,
	"key_status" text DEFAULT '110401' NOT NULL,
	"key_type" smallint DEFAULT 1 NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"key_right" smallint DEFAULT 0 NOT NULL,
	"remote_enable" smallint DEFAULT 1 NOT NULL,
	"start_date" bigint DEFAULT 0 NOT NULL,
	"end_date" bigint DEFAULT 0 NOT NULL,
	"sender_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_nearby_locks" (
	"gateway_id" bigint NOT NULL,
	"lock_mac" text NOT NULL,
	"lock_name" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"rssi" smallint NOT NULL,
	"initialized" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_nearby_locks_gateway_id_lock_mac_pk" PRIMARY KEY("gateway_id","lock_mac")
);
--> statement-breakpoint
CREATE TABLE "gateway_pairing_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"gateway_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"gateway_id" bigint
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"gateway_name" text NOT NULL,
	"gateway_mac" text NOT NULL,
	"gateway_version" smallint NOT NULL,
	"network_name" text DEFAULT '' NOT NULL,
	"firmware" text DEFAULT '' NOT NULL,
	"mqtt_password_hash" text NOT NULL,
	"sign_key" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"online_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lock_gateways" (
	"lock_id" bigint NOT NULL,
	"gateway_id" bigint NOT NULL,
	"rssi" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_gateways_lock_id_gateway_id_pk" PRIMARY KEY("lock_id","gateway_id")
);
--> statement-breakpoint
CREATE TABLE "lock_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"record_type" smallint NOT NULL,
	"success" boolean NOT NULL,
	"keyboard_pwd" text DEFAULT '' NOT NULL,
	"key_id" bigint,
	"operator_uid" bigint,
	"electric_quantity" smallint,
	"gateway_id" bigint,
	"lock_date" timestamp with time zone NOT NULL,
	"server_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"lock_name" text NOT NULL,
	"lock_alias" text NOT NULL,
	"lock_mac" text NOT NULL,
	"lock_number" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"firmware_revision" text DEFAULT '' NOT NULL,
	"group_id" bigint,
	"lock_status" smallint DEFAULT 2 NOT NULL,
	"electric_quantity" smallint,
	"timezone_raw_offset" integer DEFAULT 0 NOT NULL,
	"auto_lock_time" integer DEFAULT 0 NOT NULL,
	"remote_unlock_switch" smallint DEFAULT 1 NOT NULL,
	"lock_secret" text NOT NULL,
	"state_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"lock_id" bigint,
	"gateway_id" bigint,
	"lock_mac" text NOT NULL,
	"type" text NOT NULL,
	"operate_type" smallint DEFAULT 2 NOT NULL,
	"state" smallint NOT NULL,
	"req_id" text NOT NULL,
	"args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error_code" integer DEFAULT 0 NOT NULL,
	"reason_key" text,
	"reason_params" jsonb,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ekeys" ADD CONSTRAINT "ekeys_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekeys" ADD CONSTRAINT "ekeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_nearby_locks" ADD CONSTRAINT "gateway_nearby_locks_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_pairing_codes" ADD CONSTRAINT "gateway_pairing_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD CONSTRAINT "lock_gateways_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD CONSTRAINT "lock_gateways_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_records" ADD CONSTRAINT "lock_records_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_group_id_lock_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lock_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ekeys_lock_user_uq" ON "ekeys" USING btree ("lock_id","user_id") WHERE "ekeys"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ekeys_user_idx" ON "ekeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gateway_nearby_mac_idx" ON "gateway_nearby_locks" USING btree ("lock_mac");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_mac_uq" ON "gateways" USING btree ("gateway_mac") WHERE "gateways"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gateways_user_idx" ON "gateways" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lock_gateways_gateway_idx" ON "lock_gateways" USING btree ("gateway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_records_seq_uq" ON "lock_records" USING btree ("lock_id","seq");--> statement-breakpoint
CREATE INDEX "lock_records_date_idx" ON "lock_records" USING btree ("lock_id","lock_date");--> statement-breakpoint
CREATE UNIQUE INDEX "locks_mac_uq" ON "locks" USING btree ("lock_mac") WHERE "locks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "locks_user_idx" ON "locks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_req_uq" ON "operations" USING btree ("req_id");--> statement-breakpoint
CREATE INDEX "operations_user_idx" ON "operations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "operations_pending_idx" ON "operations" USING btree ("deadline_at") WHERE "operations"."state" in (1, 6);--> statement-breakpoint
CREATE INDEX "operations_lock_idx" ON "operations" USING btree ("lock_id","id");