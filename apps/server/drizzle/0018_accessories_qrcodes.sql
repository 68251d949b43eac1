ALTER TABLE "credentials" ADD COLUMN "device_mac" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "device_battery" smallint;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "device_firmware" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "refresh_minutes" smallint;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "link_secret" text;--> statement-breakpoint
ALTER TABLE "unlock_link_attempts" ADD COLUMN "purpose" text DEFAULT 'unlockLink' NOT NULL;