ALTER TABLE "users" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_trial_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Premium by the year, priced by how many locks the account owns (service type 99; `count` = the most locks the tier
-- covers), on the default site in RMB (1) and dollars (2).
INSERT INTO "service_packages" ("site_id", "service_type", "count", "amount", "currency") VALUES
  (1, 99, 10, 19900, 1), (1, 99, 50, 69900, 1), (1, 99, 200, 199900, 1),
  (1, 99, 10, 2900, 2), (1, 99, 50, 9900, 2), (1, 99, 200, 29900, 2);
