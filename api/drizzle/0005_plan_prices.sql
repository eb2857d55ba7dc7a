ALTER TABLE "plans" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "billing_period" text;