CREATE TABLE "transfer_gateways" (
	"transfer_id" bigint NOT NULL,
	"gateway_id" bigint NOT NULL,
	"gateway_name" text NOT NULL,
	"waiting" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transfer_gateways_transfer_id_gateway_id_pk" PRIMARY KEY("transfer_id","gateway_id")
);
--> statement-breakpoint
ALTER TABLE "transfer_gateways" ADD CONSTRAINT "transfer_gateways_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_gateways" ADD CONSTRAINT "transfer_gateways_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_gateways_waiting_uq" ON "transfer_gateways" USING btree ("gateway_id") WHERE "transfer_gateways"."waiting";