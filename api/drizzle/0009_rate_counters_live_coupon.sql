CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires_at");--> statement-breakpoint
-- Existing data: expired unused coupons retire at their expiry; of several live ones per offer and contact, the newest stays and the others end now.
UPDATE "coupons" SET "retired_at" = "expires_at" WHERE "validated_at" IS NULL AND "expires_at" <= now();--> statement-breakpoint
UPDATE "coupons" AS c SET "retired_at" = now(), "expires_at" = least(c."expires_at", now()) WHERE c."validated_at" IS NULL AND c."retired_at" IS NULL AND c."contact_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "coupons" AS d WHERE d."advantage_id" = c."advantage_id" AND d."contact_id" = c."contact_id" AND d."validated_at" IS NULL AND d."retired_at" IS NULL AND d."id" > c."id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_live_uq" ON "coupons" USING btree ("advantage_id","contact_id") WHERE "coupons"."validated_at" is null and "coupons"."retired_at" is null and "coupons"."contact_id" is not null;