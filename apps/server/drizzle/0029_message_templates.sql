CREATE TABLE "message_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"template_type" smallint NOT NULL,
	"open_method" smallint NOT NULL,
	"start_text" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"end_text" text DEFAULT '' NOT NULL,
	"external" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name_uq" ON "message_templates" USING btree ("user_id","template_type","name");--> statement-breakpoint
CREATE INDEX "message_templates_user_idx" ON "message_templates" USING btree ("user_id","template_type","id");