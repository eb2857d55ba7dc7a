CREATE TABLE "seller_keys" (
	"version" serial PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "cgv_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "advantages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;