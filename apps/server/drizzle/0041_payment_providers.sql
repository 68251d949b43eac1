ALTER TABLE "orders" ADD COLUMN "pay_target" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "polled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_provider_order_idx" ON "orders" USING btree ("provider_order_id") WHERE "orders"."provider_order_id" is not null;