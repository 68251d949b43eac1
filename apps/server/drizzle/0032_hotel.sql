CREATE TABLE "hotel_rooms" (
	"lock_id" bigint PRIMARY KEY NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_stays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"guest_name" text NOT NULL,
	"passcode_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"checked_in_by" bigint,
	"checked_out_at" timestamp with time zone,
	"checked_out_by" bigint
);
--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_passcode_id_passcodes_id_fk" FOREIGN KEY ("passcode_id") REFERENCES "public"."passcodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stays_open_uq" ON "hotel_stays" USING btree ("lock_id") WHERE "hotel_stays"."checked_out_at" is null;--> statement-breakpoint
CREATE INDEX "hotel_stays_lock_idx" ON "hotel_stays" USING btree ("lock_id","id");