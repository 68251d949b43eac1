CREATE TABLE "received_credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"sealed_template" text,
	"from_account" text NOT NULL,
	"transfer_id" bigint,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_credentials" (
	"transfer_id" bigint NOT NULL,
	"credential_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"sealed_template" text,
	CONSTRAINT "transfer_credentials_transfer_id_credential_id_pk" PRIMARY KEY("transfer_id","credential_id")
);
--> statement-breakpoint
ALTER TABLE "received_credentials" ADD CONSTRAINT "received_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_credentials" ADD CONSTRAINT "received_credentials_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_credentials" ADD CONSTRAINT "transfer_credentials_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_credentials_user_idx" ON "received_credentials" USING btree ("user_id","kind","id");