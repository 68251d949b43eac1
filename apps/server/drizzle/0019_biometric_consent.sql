ALTER TABLE "credentials" ADD COLUMN "enrol_source" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "consent_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_consent_by_user_id_users_id_fk" FOREIGN KEY ("consent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "sealed_template" text;