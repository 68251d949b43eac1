DROP INDEX "message_templates_name_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name_ci_uq" ON "message_templates" USING btree ("user_id","template_type",lower("name"));