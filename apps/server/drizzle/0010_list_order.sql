CREATE TABLE "owner_lock_counts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_lock_counts" ADD CONSTRAINT "owner_lock_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ekeys_holder_idx" ON "ekeys" USING btree ("user_id","lock_id") WHERE "ekeys"."deleted_at" is null and "ekeys"."is_owner" = false;--> statement-breakpoint
CREATE INDEX "locks_owner_order_idx" ON "locks" USING btree ("user_id",lower("lock_alias"),"id") WHERE "locks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "locks_group_order_idx" ON "locks" USING btree ("group_id",lower("lock_alias"),"id") WHERE "locks"."deleted_at" is null;