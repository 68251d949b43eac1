ALTER TABLE "alert_settings" ADD COLUMN "gateway_offline_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "gateway_id" bigint;--> statement-breakpoint
ALTER TABLE "locks" ADD COLUMN "parking_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateways_offline_idx" ON "gateways" USING btree ("online_changed_at") WHERE not "gateways"."is_online" and "gateways"."deleted_at" is null;