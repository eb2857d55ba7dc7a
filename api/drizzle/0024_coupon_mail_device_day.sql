ALTER TABLE "coupons" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issue_day" date;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_per_device_day_uq" ON "coupons" USING btree ("advantage_id","device_key","issue_day") WHERE "coupons"."device_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_uq" ON "mail_outbox" USING btree ("dedupe_key");