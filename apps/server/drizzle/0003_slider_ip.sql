ALTER TABLE "slider_challenges" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "slider_challenges_ip_idx" ON "slider_challenges" USING btree ("ip","created_at");