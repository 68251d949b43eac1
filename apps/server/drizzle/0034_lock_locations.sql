CREATE TABLE "lock_locations" (
	"lock_id" bigint PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"country" text NOT NULL,
	"lon" real NOT NULL,
	"lat" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lock_locations" ADD CONSTRAINT "lock_locations_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lock_locations_city_idx" ON "lock_locations" USING btree ("city_id");