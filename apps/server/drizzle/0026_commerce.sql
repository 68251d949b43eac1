CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"package_id" integer NOT NULL,
	"service_type" smallint NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" smallint NOT NULL,
	"pay_method" smallint NOT NULL,
	"status" smallint NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_no" text,
	"body" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_balances" (
	"user_id" bigint NOT NULL,
	"service_type" smallint NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_balances_user_id_service_type_pk" PRIMARY KEY("user_id","service_type"),
	CONSTRAINT "service_balances_not_negative" CHECK ("service_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"service_type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" bigint,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"service_type" smallint NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" smallint NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_packages_positive" CHECK ("service_packages"."count" > 0 and "service_packages"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_balances" ADD CONSTRAINT "service_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ledger" ADD CONSTRAINT "service_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_idx" ON "orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "service_ledger_user_idx" ON "service_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_ledger_order_idx" ON "service_ledger" USING btree ("order_id") WHERE "service_ledger"."kind" = 1;--> statement-breakpoint
CREATE INDEX "service_packages_site_idx" ON "service_packages" USING btree ("site_id","currency");--> statement-breakpoint
-- The default site's catalogue (issue 17): SMS 1, face recognition 3, e-mail 4, fingerprint issuance 5; prices in
-- minor units of RMB (1) and dollars (2). Operators change it per site.
INSERT INTO "service_packages" ("site_id", "service_type", "count", "amount", "currency") VALUES
  (1, 1, 100, 1000, 1), (1, 1, 500, 4500, 1), (1, 4, 500, 500, 1), (1, 4, 2000, 1800, 1),
  (1, 3, 100, 3000, 1), (1, 3, 500, 13500, 1), (1, 5, 100, 2000, 1), (1, 5, 500, 9000, 1),
  (1, 1, 100, 200, 2), (1, 1, 500, 900, 2), (1, 4, 500, 100, 2), (1, 4, 2000, 350, 2),
  (1, 3, 100, 500, 2), (1, 3, 500, 2200, 2), (1, 5, 100, 300, 2), (1, 5, 500, 1300, 2);
