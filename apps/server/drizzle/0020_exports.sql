CREATE TABLE "export_chunks" (
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "export_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"lock_ids" jsonb NOT NULL,
	"owner_ids" jsonb NOT NULL,
	"lock_names" jsonb NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"record_type" smallint,
	"search_str" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"error_key" text,
	"node_id" text,
	"heartbeat_at" timestamp with time zone,
	"link_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"file_dropped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_chunks" ADD CONSTRAINT "export_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "export_jobs_active_idx" ON "export_jobs" USING btree ("status","id") WHERE "export_jobs"."status" in ('queued', 'running');