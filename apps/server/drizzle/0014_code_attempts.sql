CREATE TABLE "code_attempts" (
	"code_id" bigint NOT NULL,
	"source" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "code_attempts_code_id_source_pk" PRIMARY KEY("code_id","source")
);
--> statement-breakpoint
ALTER TABLE "code_attempts" ADD CONSTRAINT "code_attempts_code_id_verification_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;