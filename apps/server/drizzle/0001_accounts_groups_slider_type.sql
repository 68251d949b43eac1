CREATE TABLE "lock_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slider_challenges" ADD COLUMN "type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lock_groups" ADD CONSTRAINT "lock_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lock_groups_user_idx" ON "lock_groups" USING btree ("user_id");