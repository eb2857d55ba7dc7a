ALTER TABLE "remote_releases" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "shared" jsonb DEFAULT '[]'::jsonb NOT NULL;