CREATE TABLE "transfer_locks" (
	"transfer_id" bigint NOT NULL,
	"lock_id" bigint NOT NULL,
	"lock_alias" text NOT NULL,
	"waiting" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transfer_locks_transfer_id_lock_id_pk" PRIMARY KEY("transfer_id","lock_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" bigint NOT NULL,
	"receiver_id" bigint NOT NULL,
	"receiver_account" text NOT NULL,
	"sender_account" text NOT NULL,
	"transfer_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transfer_locks" ADD CONSTRAINT "transfer_locks_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_locks" ADD CONSTRAINT "transfer_locks_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_locks_waiting_uq" ON "transfer_locks" USING btree ("lock_id") WHERE "transfer_locks"."waiting";--> statement-breakpoint
CREATE INDEX "transfers_sender_idx" ON "transfers" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "transfers_receiver_idx" ON "transfers" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "transfers_waiting_idx" ON "transfers" USING btree ("expires_at") WHERE "transfers"."status" = 1;