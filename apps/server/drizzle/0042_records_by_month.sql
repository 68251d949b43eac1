-- Unlock records partitioned by month of the lock's time (issue 13 item 2; docs/ARCHITECTURE.md "Unlock records at
-- 10 M"). Written by hand: drizzle-kit does not know partitions (its snapshot holds the columns and indexes below).
-- Every record lands in one partition here (all times); the server's partition upkeep (db/record-partitions.ts)
-- makes the monthly partitions at start, moves each month's rows into its partition and narrows this one to what
-- comes after the last month (lock_records_older takes what comes before the first). The page index
-- carries what counts and searches filter on (type, passcode, operator), so they read no table rows; drizzle's
-- schema cannot say INCLUDE, so its snapshot shows the index without it.
ALTER TABLE "lock_records" RENAME TO "lock_records_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "lock_records_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "lock_records" (
	"id" bigint DEFAULT nextval('lock_records_id_seq') NOT NULL,
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
) PARTITION BY RANGE ("lock_date");--> statement-breakpoint
CREATE TABLE "lock_records_newer" PARTITION OF "lock_records" FOR VALUES FROM (MINVALUE) TO (MAXVALUE);--> statement-breakpoint
INSERT INTO "lock_records" SELECT * FROM "lock_records_unpartitioned";--> statement-breakpoint
DROP TABLE "lock_records_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "lock_records_id_seq" OWNED BY "lock_records"."id";--> statement-breakpoint
ALTER TABLE "lock_records" ADD CONSTRAINT "lock_records_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lock_records_seq_uq" ON "lock_records" USING btree ("lock_id","seq","lock_date");--> statement-breakpoint
CREATE INDEX "lock_records_date_idx" ON "lock_records" USING btree ("lock_id","lock_date","seq") INCLUDE ("record_type","keyboard_pwd","operator_uid");
