CREATE TABLE "face_references" (
	"lock_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"descriptor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_references_lock_id_user_id_pk" PRIMARY KEY("lock_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "face_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lock_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"similarity" real NOT NULL,
	"passed" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lock_settings" ADD COLUMN "face_auth" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "lock_settings" ADD COLUMN "face_auth_frequency" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "face_references" ADD CONSTRAINT "face_references_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_references" ADD CONSTRAINT "face_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_verifications" ADD CONSTRAINT "face_verifications_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_verifications" ADD CONSTRAINT "face_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_verifications_passed_idx" ON "face_verifications" USING btree ("lock_id","user_id","at") WHERE "face_verifications"."passed";